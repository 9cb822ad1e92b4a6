import { describe, expect, it } from 'vitest';
import {
  expandRecurrence,
  findOverlap,
  findSelfOverlap,
  formatParisSlot,
  isCalendarDate,
  overlaps,
  parisMidnight,
  parisWeek,
  toParisDate,
} from './planning.ts';

const d = (iso: string) => new Date(iso);
const slot = (startAt: string, endAt: string) => ({ startAt: d(startAt), endAt: d(endAt) });
const iso = (slots: { startAt: Date; endAt: Date }[]) =>
  slots.map((s) => [s.startAt.toISOString(), s.endAt.toISOString()]);

describe('expandRecurrence', () => {
  it('keeps a weekly 08:00–16:00 shift at 08:00–16:00 Paris across the October change', () => {
    const first = slot('2024-10-21T06:00:00Z', '2024-10-21T14:00:00Z');
    expect(iso(expandRecurrence({ ...first, type: 'WEEKLY', until: '2024-11-04' }))).toEqual([
      ['2024-10-21T06:00:00.000Z', '2024-10-21T14:00:00.000Z'],
      ['2024-10-28T07:00:00.000Z', '2024-10-28T15:00:00.000Z'],
      ['2024-11-04T07:00:00.000Z', '2024-11-04T15:00:00.000Z'],
    ]);
  });

  it('keeps a weekly 08:00–16:00 shift at 08:00–16:00 Paris across the March change', () => {
    const first = slot('2024-03-25T07:00:00Z', '2024-03-25T15:00:00Z');
    expect(iso(expandRecurrence({ ...first, type: 'WEEKLY', until: '2024-04-08' }))).toEqual([
      ['2024-03-25T07:00:00.000Z', '2024-03-25T15:00:00.000Z'],
      ['2024-04-01T06:00:00.000Z', '2024-04-01T14:00:00.000Z'],
      ['2024-04-08T06:00:00.000Z', '2024-04-08T14:00:00.000Z'],
    ]);
  });

  it('creates one daily occurrence per day up to and including the end date', () => {
    const first = slot('2024-03-10T07:00:00Z', '2024-03-10T15:00:00Z');
    const slots = expandRecurrence({ ...first, type: 'DAILY', until: '2024-03-12' });
    expect(slots.map((s) => toParisDate(s.startAt))).toEqual(['2024-03-10', '2024-03-11', '2024-03-12']);
  });

  it('keeps a night shift at 22:00–06:00 Paris, one hour shorter on the March night', () => {
    const first = slot('2024-03-29T21:00:00Z', '2024-03-30T05:00:00Z');
    const [, dstNight] = expandRecurrence({ ...first, type: 'DAILY', until: '2024-03-30' });
    expect(formatParisSlot(dstNight!)).toBe('30/03 22:00–31/03 06:00');
    expect(dstNight!.endAt.getTime() - dstNight!.startAt.getTime()).toBe(7 * 3_600_000);
  });

  it('moves an hour that does not exist one hour later and takes a repeated hour the first time', () => {
    const march = expandRecurrence({
      ...slot('2024-03-30T01:30:00Z', '2024-03-30T03:00:00Z'),
      type: 'DAILY',
      until: '2024-03-31',
    });
    expect(formatParisSlot(march[1]!)).toBe('31/03 03:30–04:00');
    const october = expandRecurrence({
      ...slot('2024-10-26T00:30:00Z', '2024-10-26T03:00:00Z'),
      type: 'DAILY',
      until: '2024-10-27',
    });
    expect(october[1]!.startAt.toISOString()).toBe('2024-10-27T00:30:00.000Z');
  });

  it('returns the first slot alone without a recurrence type', () => {
    const first = slot('2024-03-10T07:00:00Z', '2024-03-10T15:00:00Z');
    expect(expandRecurrence({ ...first, type: null, until: '2024-12-31' })).toEqual([first]);
  });

  it('stops at the limit so that a far end date costs nothing', () => {
    const first = slot('2024-01-01T07:00:00Z', '2024-01-01T15:00:00Z');
    expect(expandRecurrence({ ...first, type: 'DAILY', until: '9999-12-31' }, 10)).toHaveLength(10);
  });
});

describe('parisWeek', () => {
  it('puts 23:30 on a Sunday in Paris in the week of that Sunday, a 167-hour week in March', () => {
    const week = parisWeek(d('2024-03-31T21:30:00Z'));
    expect(week.start.toISOString()).toBe('2024-03-24T23:00:00.000Z');
    expect(week.end.toISOString()).toBe('2024-03-31T22:00:00.000Z');
  });

  it('spans 169 hours over the October change', () => {
    const week = parisWeek(d('2024-10-23T12:00:00Z'));
    expect(week.start.toISOString()).toBe('2024-10-20T22:00:00.000Z');
    expect(week.end.toISOString()).toBe('2024-10-27T23:00:00.000Z');
  });

  it('starts a new week at Monday 00:00 Paris', () => {
    expect(parisWeek(d('2024-04-01T00:00:00+02:00')).start.toISOString()).toBe('2024-03-31T22:00:00.000Z');
    expect(parisWeek(d('2024-03-31T23:59:59+02:00')).start.toISOString()).toBe('2024-03-24T23:00:00.000Z');
  });
});

describe('overlaps', () => {
  it('treats touching slots as free and nested ones as overlapping', () => {
    const day = slot('2024-03-12T07:00:00Z', '2024-03-12T15:00:00Z');
    expect(overlaps(day, slot('2024-03-12T15:00:00Z', '2024-03-12T20:00:00Z'))).toBe(false);
    expect(overlaps(day, slot('2024-03-12T03:00:00Z', '2024-03-12T07:00:00Z'))).toBe(false);
    expect(overlaps(day, slot('2024-03-12T09:00:00Z', '2024-03-12T10:00:00Z'))).toBe(true);
    expect(overlaps(day, slot('2024-03-12T14:59:00Z', '2024-03-12T20:00:00Z'))).toBe(true);
  });

  it('finds the existing slot that a candidate overlaps', () => {
    const existing = [{ ...slot('2024-03-13T07:00:00Z', '2024-03-13T15:00:00Z'), title: 'Gala' }];
    const candidates = [
      slot('2024-03-12T07:00:00Z', '2024-03-12T15:00:00Z'),
      slot('2024-03-13T14:00:00Z', '2024-03-13T18:00:00Z'),
    ];
    expect(findOverlap(candidates, existing)?.title).toBe('Gala');
    expect(findOverlap(candidates.slice(0, 1), existing)).toBeUndefined();
  });

  it('finds occurrences of one recurrence that overlap each other', () => {
    const long = slot('2024-03-12T07:00:00Z', '2024-03-13T08:00:00Z');
    const next = slot('2024-03-13T07:00:00Z', '2024-03-14T08:00:00Z');
    expect(findSelfOverlap([long, next])).toBe(long);
    expect(findSelfOverlap([slot('2024-03-12T07:00:00Z', '2024-03-12T15:00:00Z'), next])).toBeUndefined();
  });
});

describe('Paris calendar helpers', () => {
  it('formats a slot in Paris time', () => {
    expect(formatParisSlot(slot('2024-03-12T07:00:00Z', '2024-03-12T15:00:00Z'))).toBe('12/03 08:00–16:00');
  });

  it('reads and checks calendar dates', () => {
    expect(parisMidnight('2024-07-14').toISOString()).toBe('2024-07-13T22:00:00.000Z');
    expect(toParisDate(d('2024-07-13T22:30:00Z'))).toBe('2024-07-14');
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-2-1')).toBe(false);
  });
});

describe('the Paris wall clock', () => {
  const formatter = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const byTheDatabase = (date: Date) => formatter.format(date).split('/').reverse().join('-');

  it('reads the same day as the time-zone database around each change of time, minute by minute', () => {
    // Both changes of 2026 (29 March and 25 October, 01:00 UTC), and midnight Paris on either side of them.
    for (const around of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2026-03-28T23:00:00Z']) {
      for (let minute = -180; minute <= 180; minute++) {
        const date = new Date(Date.parse(around) + minute * 60_000 + 59_999);
        expect(toParisDate(date), date.toISOString()).toBe(byTheDatabase(date));
      }
    }
  });

  it('reads the same day as the time-zone database from 1900 to 2199, and keeps to it before 1911', () => {
    for (let ms = Date.UTC(1900, 0, 1); ms < Date.UTC(2199, 11, 31); ms += 86_400_000 * 13 + 3_599_000) {
      expect(toParisDate(new Date(ms)), new Date(ms).toISOString()).toBe(byTheDatabase(new Date(ms)));
    }
    // Paris Mean Time (UTC+00:09:21) until 11 March 1911.
    expect(toParisDate(d('1910-06-30T23:55:00Z'))).toBe('1910-07-01');
    expect(formatParisSlot(slot('1910-06-30T23:55:00Z', '1910-07-01T00:05:00Z'))).toBe('01/07 00:04–00:14');
  });

  it('refuses an invalid date as the formatter does', () => {
    expect(() => toParisDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
