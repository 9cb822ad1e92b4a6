import { describe, expect, it } from 'vitest';
import { weekCountLabel, weekRangeLabel } from './week-format.ts';

describe('the week title', () => {
  it('names the month and year once when the week stays inside a month', () => {
    expect(weekRangeLabel('2026-03-09', '2026-03-15')).toBe('Semaine du 9 au 15 mars 2026');
    expect(weekRangeLabel('2026-06-01', '2026-06-07')).toBe('Semaine du 1er au 7 juin 2026');
  });

  it('names both months, and both years, when the week crosses them', () => {
    expect(weekRangeLabel('2026-03-30', '2026-04-05')).toBe('Semaine du 30 mars au 5 avril 2026');
    expect(weekRangeLabel('2025-12-29', '2026-01-04')).toBe('Semaine du 29 décembre 2025 au 4 janvier 2026');
  });

  it('counts the week missions in French', () => {
    expect(weekCountLabel(3)).toBe('3 missions cette semaine');
    expect(weekCountLabel(1)).toBe('1 mission cette semaine');
    expect(weekCountLabel(0)).toBe('0 mission cette semaine');
  });
});
