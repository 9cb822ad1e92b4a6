import { describe, expect, it } from 'vitest';
import { isNightMinute, workedHours } from './attendance-hours.ts';

// Paris times written with their offset, as a guard reads them on the wall clock.
const at = (iso: string) => new Date(iso);
const shift = (start: string, end: string) => ({ startAt: at(start), endAt: at(end) });

describe('worked hours', () => {
  it('counts a day shift worked exactly as regular day hours', () => {
    const h = workedHours(
      { start: at('2026-11-24T08:00:00+01:00'), end: at('2026-11-24T16:00:00+01:00') },
      shift('2026-11-24T08:00:00+01:00', '2026-11-24T16:00:00+01:00'),
    );
    expect(h).toEqual({
      regularHours: 8,
      overtimeHours: 0,
      dayHours: 8,
      nightHours: 0,
      sundayHours: 0,
      holidayHours: 0,
    });
  });

  it('does not pay time before the shift start and counts time after its end as overtime', () => {
    const h = workedHours(
      { start: at('2026-11-24T07:40:00+01:00'), end: at('2026-11-24T17:15:00+01:00') },
      shift('2026-11-24T08:00:00+01:00', '2026-11-24T16:00:00+01:00'),
    );
    expect(h.regularHours).toBe(8);
    expect(h.overtimeHours).toBe(1.25);
    expect(h.dayHours + h.nightHours).toBe(9.25);
  });

  it('splits a night shift across midnight into day and night hours (21:00–06:00)', () => {
    const h = workedHours(
      { start: at('2026-11-24T18:00:00+01:00'), end: at('2026-11-25T02:00:00+01:00') },
      shift('2026-11-24T18:00:00+01:00', '2026-11-25T02:00:00+01:00'),
    );
    expect(h.dayHours).toBe(3);
    expect(h.nightHours).toBe(5);
  });

  it('counts Sunday hours by the Paris date, from Saturday night into Sunday morning', () => {
    const h = workedHours(
      { start: at('2026-11-28T22:00:00+01:00'), end: at('2026-11-29T07:00:00+01:00') },
      shift('2026-11-28T22:00:00+01:00', '2026-11-29T07:00:00+01:00'),
    );
    expect(h.sundayHours).toBe(7);
    expect(h.nightHours).toBe(8);
    expect(h.dayHours).toBe(1);
  });

  it('counts public-holiday hours: 14 July and Easter Monday 2027', () => {
    const july = workedHours(
      { start: at('2026-07-13T20:00:00+02:00'), end: at('2026-07-14T04:00:00+02:00') },
      shift('2026-07-13T20:00:00+02:00', '2026-07-14T04:00:00+02:00'),
    );
    expect(july.holidayHours).toBe(4);
    const easterMonday = workedHours(
      { start: at('2027-03-29T09:00:00+02:00'), end: at('2027-03-29T12:30:00+02:00') },
      shift('2027-03-29T09:00:00+02:00', '2027-03-29T12:30:00+02:00'),
    );
    expect(easterMonday.holidayHours).toBe(3.5);
    expect(easterMonday.sundayHours).toBe(0);
  });

  it('counts the real length of the night the clocks go forward (last Sunday of March)', () => {
    // 22:00 to 06:00 on 28–29 March 2026 is 7 hours: 02:00 does not exist.
    const h = workedHours(
      { start: at('2026-03-28T22:00:00+01:00'), end: at('2026-03-29T06:00:00+02:00') },
      shift('2026-03-28T22:00:00+01:00', '2026-03-29T06:00:00+02:00'),
    );
    expect(h.regularHours).toBe(7);
    expect(h.nightHours).toBe(7);
    expect(h.sundayHours).toBe(5);
  });

  it('counts the real length of the night the clocks go back (last Sunday of October)', () => {
    // 22:00 to 06:00 on 24–25 October 2026 is 9 hours: 02:00–03:00 happens twice.
    const h = workedHours(
      { start: at('2026-10-24T22:00:00+02:00'), end: at('2026-10-25T06:00:00+01:00') },
      shift('2026-10-24T22:00:00+02:00', '2026-10-25T06:00:00+01:00'),
    );
    expect(h.regularHours).toBe(9);
    expect(h.nightHours).toBe(9);
    expect(h.sundayHours).toBe(7);
  });

  it('follows a configured night range and keeps seconds', () => {
    const h = workedHours(
      { start: at('2026-11-24T21:59:30+01:00'), end: at('2026-11-24T22:30:00+01:00') },
      shift('2026-11-24T20:00:00+01:00', '2026-11-24T23:00:00+01:00'),
      { nightStart: '22:00', nightEnd: '05:00' },
    );
    expect(h.dayHours).toBeCloseTo(30 / 3600, 4);
    expect(h.nightHours).toBe(0.5);
  });

  it('answers nothing for a period that ends before the shift starts', () => {
    const h = workedHours(
      { start: at('2026-11-24T07:00:00+01:00'), end: at('2026-11-24T07:30:00+01:00') },
      shift('2026-11-24T08:00:00+01:00', '2026-11-24T16:00:00+01:00'),
    );
    expect(h.regularHours + h.overtimeHours).toBe(0);
  });
});

describe('night minutes', () => {
  it('wraps over midnight and includes the start, not the end', () => {
    const r = { nightStart: '21:00', nightEnd: '06:00' };
    expect(isNightMinute(21 * 60, r)).toBe(true);
    expect(isNightMinute(0, r)).toBe(true);
    expect(isNightMinute(6 * 60, r)).toBe(false);
    expect(isNightMinute(12 * 60, r)).toBe(false);
  });
});
