import { describe, expect, it } from 'vitest';
import { missionFigures, performanceRate } from './dashboard.ts';

describe('dashboard figures', () => {
  it('rounds the share of completed and archived missions to a whole percentage', () => {
    expect(performanceRate(1, 3)).toBe(33);
    expect(performanceRate(2, 3)).toBe(67);
    expect(performanceRate(4, 4)).toBe(100);
  });

  it('gives a performance of 0 when there is no mission', () => {
    expect(performanceRate(0, 0)).toBe(0);
    expect(missionFigures({})).toEqual({ activeMissions: 0, totalMissions: 0, performanceRate: 0 });
  });

  it('counts active missions and every status in the total', () => {
    expect(missionFigures({ PREPARATION: 2, CONFIRMED: 1, ACTIVE: 3, COMPLETED: 3, ARCHIVED: 1 })).toEqual({
      activeMissions: 3,
      totalMissions: 10,
      performanceRate: 40,
    });
  });
});
