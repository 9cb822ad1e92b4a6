// @vitest-environment jsdom
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatHours,
  formatLongDate,
  formatParis,
  formatTime,
  formatTimeRange,
} from './format.ts';

describe('French date and time display', () => {
  it('shows dates and times as they read in Paris, summer time included', () => {
    expect(formatDate('2025-06-30T22:30:00Z')).toBe('01/07/2025');
    expect(formatTime('2025-06-30T22:30:00Z')).toBe('00:30');
    expect(formatDateTime('2025-01-15T08:05:00Z')).toBe('15/01/2025 à 09:05');
  });

  it('writes day and month names in French', () => {
    expect(formatLongDate('2025-03-03T12:00:00Z')).toBe('lundi 3 mars 2025');
  });

  it('marks a time range that ends on a later Paris day "(+n)"', () => {
    expect(formatTimeRange('2026-11-22T16:39:00Z', '2026-11-23T00:39:00Z')).toBe('17:39 – 01:39 (+1)');
    expect(formatTimeRange('2026-11-22T07:00:00Z', '2026-11-22T15:00:00Z')).toBe('08:00 – 16:00');
    // 23:30 UTC on the 22nd is already the 23rd in Paris: same Paris day.
    expect(formatTimeRange('2026-11-22T23:30:00Z', '2026-11-23T05:00:00Z')).toBe('00:30 – 06:00');
    expect(formatTimeRange('2026-03-28T20:00:00Z', '2026-03-30T06:00:00Z')).toBe('21:00 – 08:00 (+2)');
  });

  it('shows hours with two decimals', () => {
    expect(formatHours(7.5)).toBe('7,50');
    expect(formatHours('1.333')).toBe('1,33');
    expect(formatHours(null)).toBe('0,00');
  });

  // Every pattern the screens pass, on days and hours that catch padding, both clock changes and the year's ends.
  const PATTERNS = [
    'dd/MM/yyyy',
    'HH:mm',
    "dd/MM/yyyy 'à' HH:mm",
    'EEEE d MMMM yyyy',
    'EEEE d MMMM',
    'yyyy-MM-dd',
    'd MMM HH:mm',
    'dd/MM',
    'HH:mm:ss',
    "yyyy-MM-dd'T'HH:mm",
    'dd/MM/yyyy HH:mm:ss',
    'EEE dd/MM/yyyy',
  ];
  const INSTANTS = [
    '2025-01-01T00:00:00Z',
    '2025-03-30T00:59:59Z',
    '2025-03-30T01:00:00Z',
    '2025-10-26T00:30:00Z',
    '2025-10-26T01:30:00Z',
    '2025-12-31T23:05:09Z',
    ...Array.from({ length: 12 }, (_, month) =>
      new Date(Date.UTC(2026, month, 3 + month, 7 * month, 9)).toISOString(),
    ),
  ];

  /** How the screens wrote dates before: date-fns in French, on a local Date whose fields read a Paris clock. */
  function withDateFns(instant: string, pattern: string): string {
    const parisFields = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Paris',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(new Date(instant));
    const field = (type: string) => Number(parisFields.find((p) => p.type === type)?.value);
    const local = new Date(
      field('year'),
      field('month') - 1,
      field('day'),
      field('hour'),
      field('minute'),
      field('second'),
    );
    return format(local, pattern, { locale: fr });
  }

  it.each(PATTERNS)('writes %s as date-fns does in French, in Paris time', (pattern) => {
    for (const instant of INSTANTS)
      expect(formatParis(instant, pattern), instant).toBe(withDateFns(instant, pattern));
  });

  it('keeps quoted text and refuses pattern letters it does not know', () => {
    expect(formatParis('2025-03-03T12:00:00Z', "'le' d 'à l''heure'")).toBe("le 3 à l'heure");
    expect(() => formatParis('2025-03-03T12:00:00Z', 'dd/MM/yy')).toThrow(RangeError);
  });
});
