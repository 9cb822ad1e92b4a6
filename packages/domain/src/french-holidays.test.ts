import { describe, expect, it } from 'vitest';
import { easterSunday, frenchHolidays, isFrenchHoliday } from './french-holidays.ts';

describe('French public holidays', () => {
  it('finds Easter Sunday for years on both sides of the March/April boundary', () => {
    expect(easterSunday(2024)).toEqual({ year: 2024, month: 3, day: 31 });
    expect(easterSunday(2025)).toEqual({ year: 2025, month: 4, day: 20 });
    expect(easterSunday(2026)).toEqual({ year: 2026, month: 4, day: 5 });
    expect(easterSunday(2027)).toEqual({ year: 2027, month: 3, day: 28 });
    expect(easterSunday(2038)).toEqual({ year: 2038, month: 4, day: 25 });
    expect(easterSunday(2285)).toEqual({ year: 2285, month: 3, day: 22 });
  });

  it('gives the eleven holidays, the Easter-based ones included', () => {
    const days = frenchHolidays(2027).map((h) => `${h.date.day}/${h.date.month}`);
    expect(days).toEqual([
      '1/1',
      '29/3',
      '1/5',
      '8/5',
      '6/5',
      '17/5',
      '14/7',
      '15/8',
      '1/11',
      '11/11',
      '25/12',
    ]);
  });

  it('tells a holiday from an ordinary day', () => {
    expect(isFrenchHoliday({ year: 2026, month: 7, day: 14 })).toBe(true);
    expect(isFrenchHoliday({ year: 2027, month: 3, day: 29 })).toBe(true);
    expect(isFrenchHoliday({ year: 2026, month: 5, day: 25 })).toBe(true);
    expect(isFrenchHoliday({ year: 2026, month: 7, day: 13 })).toBe(false);
    expect(isFrenchHoliday({ year: 2026, month: 12, day: 26 })).toBe(false);
  });
});
