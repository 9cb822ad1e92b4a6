import type { ListedRoundStatus } from '@secops/domain/rounds';
import { describe, expect, it } from 'vitest';
import { reportCounts, reportSummary } from './report-summary.ts';

const rounds = (...statuses: ListedRoundStatus[]) => statuses.map((status) => ({ status }));

describe("the day's rounds summary", () => {
  it('counts every scheduled round as planned, and complete ones with or without flags as done', () => {
    const day = rounds(
      'COMPLETE',
      'COMPLETE_WITH_FLAGS',
      'PARTIAL',
      'MISSED',
      'MISSED',
      'IN_PROGRESS',
      'PLANNED',
    );
    expect(reportCounts(day)).toEqual({ planned: 7, done: 2, partial: 1, missed: 2 });
    expect(reportSummary(day)).toBe('7 prévues · 2 faites · 1 incomplète · 2 manquées');
  });

  it('writes 0 and 1 in the singular', () => {
    expect(reportSummary(rounds('COMPLETE'))).toBe('1 prévue · 1 faite · 0 incomplète · 0 manquée');
    expect(reportSummary([])).toBe('0 prévue · 0 faite · 0 incomplète · 0 manquée');
  });

  it('counts a round in progress or still to come as planned only', () => {
    expect(reportSummary(rounds('IN_PROGRESS', 'PLANNED'))).toBe(
      '2 prévues · 0 faite · 0 incomplète · 0 manquée',
    );
  });
});
