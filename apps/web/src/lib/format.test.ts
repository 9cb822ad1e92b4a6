// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatHours,
  formatLongDate,
  formatRelative,
  formatTime,
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

  it('says how long ago or how far ahead a moment is', () => {
    const now = new Date('2025-03-03T12:00:00Z');
    expect(formatRelative('2025-03-03T11:57:00Z', now)).toBe('il y a 3 minutes');
    expect(formatRelative('2025-03-03T14:00:00Z', now)).toBe('dans 2 heures');
  });

  it('shows hours with two decimals', () => {
    expect(formatHours(7.5)).toBe('7,50');
    expect(formatHours('1.333')).toBe('1,33');
    expect(formatHours(null)).toBe('0,00');
  });
});
