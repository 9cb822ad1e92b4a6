import { describe, expect, it } from 'vitest';
import { shiftDay, shiftHours } from './shift-display.ts';

describe('shift display', () => {
  it('names the Paris day and hours of a shift', () => {
    expect(shiftDay('2026-03-12T07:00:00.000Z')).toBe('Jeudi 12 mars');
    expect(shiftHours('2026-03-12T07:00:00.000Z', '2026-03-12T15:00:00.000Z')).toBe('08:00 – 16:00');
  });

  it('names the end day of a shift that goes past midnight in Paris', () => {
    expect(shiftHours('2026-03-12T17:00:00.000Z', '2026-03-13T01:00:00.000Z')).toBe('18:00 – 13 mars 02:00');
  });
});
