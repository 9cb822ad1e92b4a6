import { describe, expect, it } from 'vitest';
import {
  DATE_TEXT,
  DATE_TIME_TEXT,
  formatDate,
  formatDateTime,
  isDateValue,
  parseDate,
  parseDateTime,
  parseTime,
  TIME_TEXT,
} from './date-text.ts';

/** What the input shows after typing `keys` one at a time, as the masks see them. */
const typeInto = (mask: (previous: string, next: string) => string, keys: string) =>
  [...keys].reduce((text, key) => mask(text, text + key), '');

describe('date and time text', () => {
  it('reads French dates in the usual spellings and keeps the form value yyyy-mm-dd', () => {
    expect(parseDate('12/03/2026')).toBe('2026-03-12');
    expect(parseDate('1/3/2026')).toBe('2026-03-01');
    expect(parseDate(' 12.03.2026 ')).toBe('2026-03-12');
    expect(parseDate('12-03-2026')).toBe('2026-03-12');
    expect(parseDate('12032026')).toBe('2026-03-12');
    expect(parseDate('2026-03-12')).toBe('2026-03-12');
  });

  it('reads the day before the month, never the American way', () => {
    expect(parseDate('03/12/2026')).toBe('2026-12-03');
    expect(parseDate('12/25/2026')).toBeNull();
  });

  it('refuses days that do not exist and incomplete years', () => {
    expect(parseDate('31/04/2026')).toBeNull();
    expect(parseDate('29/02/2026')).toBeNull();
    expect(parseDate('29/02/2028')).toBe('2028-02-29');
    expect(parseDate('00/01/2026')).toBeNull();
    expect(parseDate('12/03/26')).toBeNull();
    expect(parseDate('2026-02-30')).toBeNull();
    expect(parseDate('demain')).toBeNull();
  });

  it('tells a whole day or no day from a date still being typed', () => {
    expect(isDateValue('2026-03-12')).toBe(true);
    expect(isDateValue('')).toBe(true);
    expect(isDateValue('12/03/202')).toBe(false);
    expect(isDateValue('31/04/2026')).toBe(false);
    expect(isDateValue('2026-04-31')).toBe(false);
  });

  it('treats a blank text as no date, not as a wrong one', () => {
    expect(parseDate('')).toBe('');
    expect(parseDate('   ')).toBe('');
    expect(parseTime('')).toBe('');
    expect(parseDateTime('')).toBe('');
  });

  it('reads 24-hour times and refuses what a clock never shows', () => {
    expect(parseTime('08:30')).toBe('08:30');
    expect(parseTime('8:30')).toBe('08:30');
    expect(parseTime('8h30')).toBe('08:30');
    expect(parseTime('21h')).toBe('21:00');
    expect(parseTime('0830')).toBe('08:30');
    expect(parseTime('830')).toBe('08:30');
    expect(parseTime('23:59')).toBe('23:59');
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(parseTime('8:3')).toBeNull();
    expect(parseTime('8:30 PM')).toBeNull();
  });

  it('reads a date and a time together, as typed or as the form holds them', () => {
    expect(parseDateTime('12/03/2026 08:30')).toBe('2026-03-12T08:30');
    expect(parseDateTime('12/03/2026 21h')).toBe('2026-03-12T21:00');
    expect(parseDateTime('1/3/2026   8:05')).toBe('2026-03-01T08:05');
    expect(parseDateTime('120320260830')).toBe('2026-03-12T08:30');
    expect(parseDateTime('2026-03-12T08:30')).toBe('2026-03-12T08:30');
    expect(parseDateTime('12/03/2026')).toBeNull();
    expect(parseDateTime('31/04/2026 08:30')).toBeNull();
    expect(parseDateTime('12/03/2026 25:00')).toBeNull();
  });

  it('shows form values the French way and leaves anything else as it is', () => {
    expect(formatDate('2026-03-12')).toBe('12/03/2026');
    expect(formatDateTime('2026-03-12T08:30')).toBe('12/03/2026 08:30');
    expect(TIME_TEXT.format('21:00')).toBe('21:00');
    expect(formatDate('')).toBe('');
    expect(formatDate('12/0')).toBe('12/0');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(formatDateTime('2026-03-12T25:00')).toBe('2026-03-12T25:00');
  });

  it('gives back the same value after showing it', () => {
    for (const value of ['2026-01-01', '2028-02-29', '1999-12-31'])
      expect(DATE_TEXT.parse(DATE_TEXT.format(value))).toBe(value);
    for (const value of ['2026-03-29T02:30', '2026-12-31T23:59'])
      expect(DATE_TIME_TEXT.parse(DATE_TIME_TEXT.format(value))).toBe(value);
  });

  it('adds the separators while digits are typed, so a number pad is enough', () => {
    expect(typeInto(DATE_TEXT.mask, '12032026')).toBe('12/03/2026');
    expect(typeInto(TIME_TEXT.mask, '0830')).toBe('08:30');
    expect(typeInto(DATE_TIME_TEXT.mask, '120320260830')).toBe('12/03/2026 08:30');
  });

  it('drops a separator typed right after the one that was added, and leaves deleting alone', () => {
    expect(typeInto(DATE_TEXT.mask, '12/03/2026')).toBe('12/03/2026');
    expect(typeInto(DATE_TIME_TEXT.mask, '12/03/2026 08:30')).toBe('12/03/2026 08:30');
    expect(typeInto(DATE_TEXT.mask, '1/3/2026')).toBe('1/3/2026');
    expect(DATE_TEXT.mask('12/', '12')).toBe('12');
    expect(DATE_TEXT.mask('12/03/', '12/0')).toBe('12/0');
  });
});
