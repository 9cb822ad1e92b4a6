import * as MSG from '@secops/domain/messages';
import { describe, expect, it } from 'vitest';
import { lastDays, periodProblem } from './period.ts';

describe('lastDays', () => {
  it('ends today in Paris and counts today among the days', () => {
    expect(lastDays(7, new Date('2026-03-08T10:00:00Z'))).toEqual({ from: '2026-03-02', to: '2026-03-08' });
  });

  it('takes the Paris day, not the UTC one, late in the evening', () => {
    // 23:30 UTC on 8 March is 00:30 on 9 March in Paris.
    expect(lastDays(1, new Date('2026-03-08T23:30:00Z'))).toEqual({ from: '2026-03-09', to: '2026-03-09' });
  });

  it('crosses months and the change to summer time by calendar days', () => {
    expect(lastDays(30, new Date('2026-04-05T08:00:00Z'))).toEqual({ from: '2026-03-07', to: '2026-04-05' });
  });
});

describe('periodProblem', () => {
  it('accepts a period the server answers, up to 62 days', () => {
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-02' })).toBeNull();
    expect(periodProblem({ from: '2026-01-01', to: '2026-03-03' })).toBeNull();
  });

  it('says why an end before the start or a period too long is not asked for', () => {
    expect(periodProblem({ from: '2026-03-08', to: '2026-03-02' })).toBe(MSG.clientActivityPeriodInvalid);
    expect(periodProblem({ from: '2026-01-01', to: '2026-03-04' })).toBe(MSG.clientActivityPeriodTooLong);
  });
});
