import { describe, expect, it } from 'vitest';
import { parisOffsetMs } from './paris-offset.ts';

const HOUR = 3_600_000;
const intl = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** Paris's offset as the time-zone database gives it. */
function intlOffset(instant: number): number {
  const part = (type: string) => Number(intl.formatToParts(instant).find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return wall - Math.floor(instant / 60_000) * 60_000;
}

describe('parisOffsetMs', () => {
  it('is UTC+1 in winter and UTC+2 in summer', () => {
    expect(parisOffsetMs(Date.parse('2026-01-15T12:00:00Z'))).toBe(HOUR);
    expect(parisOffsetMs(Date.parse('2026-07-15T12:00:00Z'))).toBe(2 * HOUR);
  });

  it('changes at 01:00 UTC on the last Sundays of March and October', () => {
    // 2026: 29 March and 25 October.
    expect(parisOffsetMs(Date.parse('2026-03-29T00:59:59.999Z'))).toBe(HOUR);
    expect(parisOffsetMs(Date.parse('2026-03-29T01:00:00Z'))).toBe(2 * HOUR);
    expect(parisOffsetMs(Date.parse('2026-10-25T00:59:59.999Z'))).toBe(2 * HOUR);
    expect(parisOffsetMs(Date.parse('2026-10-25T01:00:00Z'))).toBe(HOUR);
  });

  it('agrees with the time-zone database every 30 minutes around each change, and every 9 hours, 1996–2040', () => {
    const wrong: string[] = [];
    const check = (instant: number) => {
      if (parisOffsetMs(instant) !== intlOffset(instant)) wrong.push(new Date(instant).toISOString());
    };
    for (let year = 1996; year <= 2040; year++) {
      for (const month of [2, 9]) {
        const start = Date.UTC(year, month, 24);
        for (let t = start; t < start + 9 * 24 * HOUR; t += HOUR / 2) check(t);
      }
      for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 9 * HOUR) check(t);
    }
    expect(wrong).toEqual([]);
  });

  it('leaves earlier dates, under other rules, and invalid ones to Intl', () => {
    expect(parisOffsetMs(Date.parse('1995-09-30T12:00:00Z'))).toBeNull();
    expect(parisOffsetMs(Number.NaN)).toBeNull();
  });
});
