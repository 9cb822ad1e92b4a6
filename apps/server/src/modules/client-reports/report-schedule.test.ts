import { describe, expect, it } from 'vitest';
import { REPORT_MAX_ATTEMPTS, REPORT_RETRY_BASE_MS } from '@secops/domain/client-reports';
import { dueReport, isoWeekday, retryAt } from './report-schedule.ts';

const daily = (time: string) => ({ frequency: 'DAILY' as const, time, weekday: null });
const weekly = (weekday: number, time: string) => ({ frequency: 'WEEKLY' as const, time, weekday });
const utc = (iso: string) => new Date(iso);

describe('when a daily report is due', () => {
  it('is due from its Paris time of day on and covers the previous Paris day', () => {
    // 14 March 2026, winter time (UTC+1): 07:00 in Paris is 06:00 UTC.
    expect(dueReport(daily('07:00'), utc('2026-03-14T05:59:59Z'))).toBeNull();
    expect(dueReport(daily('07:00'), utc('2026-03-14T06:00:00Z'))).toEqual({
      kind: 'DAILY',
      periodStart: '2026-03-13',
      periodEnd: '2026-03-13',
    });
    expect(dueReport(daily('07:00'), utc('2026-03-14T22:59:00Z'))?.periodStart).toBe('2026-03-13');
  });

  it('takes the Paris calendar day, not the UTC one, around midnight', () => {
    // 23:30 UTC on the 14th is 00:30 in Paris on the 15th: the report of the 14th is due.
    expect(dueReport(daily('00:15'), utc('2026-03-14T23:30:00Z'))).toMatchObject({
      periodStart: '2026-03-14',
      periodEnd: '2026-03-14',
    });
  });

  it('is due at the same Paris time once clocks go forward, for the 23-hour day', () => {
    // 30 March 2026, summer time (UTC+2): 07:00 in Paris is 05:00 UTC; the day reported is the short 29th.
    expect(dueReport(daily('07:00'), utc('2026-03-30T04:59:00Z'))).toBeNull();
    expect(dueReport(daily('07:00'), utc('2026-03-30T05:00:00Z'))?.periodStart).toBe('2026-03-29');
  });

  it('moves a time that does not exist on the day clocks go forward one hour later', () => {
    // 29 March 2026: 02:00 → 03:00; 02:30 is due at 03:30 summer time, 01:30 UTC.
    expect(dueReport(daily('02:30'), utc('2026-03-29T01:29:00Z'))).toBeNull();
    expect(dueReport(daily('02:30'), utc('2026-03-29T01:30:00Z'))?.periodStart).toBe('2026-03-28');
  });

  it('is due the first time a time that happens twice comes, the day clocks go back', () => {
    // 25 October 2026: 03:00 → 02:00; 02:30 comes first at 00:30 UTC (summer time).
    expect(dueReport(daily('02:30'), utc('2026-10-25T00:29:00Z'))).toBeNull();
    expect(dueReport(daily('02:30'), utc('2026-10-25T00:30:00Z'))?.periodStart).toBe('2026-10-24');
    // The next day, 07:00 winter time is 06:00 UTC, and the day reported is the 25-hour 25th.
    expect(dueReport(daily('07:00'), utc('2026-10-26T05:59:00Z'))).toBeNull();
    expect(dueReport(daily('07:00'), utc('2026-10-26T06:00:00Z'))?.periodStart).toBe('2026-10-25');
  });

  it('is never due when the report is off', () => {
    expect(
      dueReport({ frequency: 'OFF', time: '00:00', weekday: null }, utc('2026-03-14T12:00:00Z')),
    ).toBeNull();
  });
});

describe('when a weekly report is due', () => {
  it('is due on its weekday from its time on and covers the previous Monday to Sunday', () => {
    // Monday 16 March 2026, 08:00 in Paris = 07:00 UTC.
    expect(dueReport(weekly(1, '08:00'), utc('2026-03-16T06:59:00Z'))).toBeNull();
    expect(dueReport(weekly(1, '08:00'), utc('2026-03-16T07:00:00Z'))).toEqual({
      kind: 'WEEKLY',
      periodStart: '2026-03-09',
      periodEnd: '2026-03-15',
    });
    expect(dueReport(weekly(1, '08:00'), utc('2026-03-17T07:00:00Z'))).toBeNull();
  });

  it('on a Sunday covers the week before, not the week that is ending', () => {
    expect(dueReport(weekly(7, '20:00'), utc('2026-03-22T19:00:00Z'))).toMatchObject({
      periodStart: '2026-03-09',
      periodEnd: '2026-03-15',
    });
    expect(dueReport(weekly(7, '20:00'), utc('2026-03-21T19:00:00Z'))).toBeNull();
  });

  it('covers the week of a clock change and is due at its Paris time after it', () => {
    // Monday 30 March 2026, summer time: 08:00 is 06:00 UTC; the week reported holds the 23-hour Sunday.
    expect(dueReport(weekly(1, '08:00'), utc('2026-03-30T05:59:00Z'))).toBeNull();
    expect(dueReport(weekly(1, '08:00'), utc('2026-03-30T06:00:00Z'))).toMatchObject({
      periodStart: '2026-03-23',
      periodEnd: '2026-03-29',
    });
  });

  it('counts weekdays the ISO way, Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-03-16')).toBe(1);
    expect(isoWeekday('2026-03-22')).toBe(7);
  });
});

describe('retries after a failed sending', () => {
  it('waits twice as long after each failure, then gives up', () => {
    const now = utc('2026-03-14T06:00:00Z');
    const wait = (attempts: number) => (retryAt(attempts, now)?.getTime() ?? NaN) - now.getTime();
    expect(wait(1)).toBe(REPORT_RETRY_BASE_MS);
    expect(wait(2)).toBe(2 * REPORT_RETRY_BASE_MS);
    expect(wait(3)).toBe(4 * REPORT_RETRY_BASE_MS);
    expect(retryAt(REPORT_MAX_ATTEMPTS, now)).toBeNull();
  });
});
