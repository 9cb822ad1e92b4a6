import { describe, expect, it } from 'vitest';
import { formatAlertSince, formatShortDuration } from './alert-duration.ts';

const MIN = 60_000;

describe('alert durations', () => {
  it('says minutes under an hour, then hours with two-digit minutes, then days with hours', () => {
    expect(formatShortDuration(0)).toBe('0 min');
    expect(formatShortDuration(12 * MIN + 59_000)).toBe('12 min');
    expect(formatShortDuration(59 * MIN)).toBe('59 min');
    expect(formatShortDuration(60 * MIN)).toBe('1 h 00');
    expect(formatShortDuration(125 * MIN)).toBe('2 h 05');
    expect(formatShortDuration(27 * 60 * MIN)).toBe('1 j 03 h');
  });

  it('tells how long an alert has been raised, never a negative age', () => {
    const now = new Date('2026-11-25T21:12:30Z');
    expect(formatAlertSince('2026-11-25T21:00:00Z', now)).toBe('depuis 12 min');
    expect(formatAlertSince('2026-11-25T19:07:00Z', now)).toBe('depuis 2 h 05');
    expect(formatAlertSince('2026-11-25T21:12:00Z', now)).toBe('depuis moins d’1 min');
    expect(formatAlertSince('2026-11-25T21:13:00Z', now)).toBe('depuis moins d’1 min');
  });
});
