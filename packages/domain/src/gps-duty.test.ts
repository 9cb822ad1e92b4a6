import { describe, expect, it } from 'vitest';
import {
  isOnDuty,
  ON_DUTY_MARGIN_MS,
  POSITION_MAX_FUTURE_MS,
  recordedAtProblem,
  type DutyPeriod,
} from './gps-duty.ts';

const at = (hhmm: string) => Date.parse(`2026-03-02T${hhmm}:00Z`);
const minute = 60_000;

describe('isOnDuty', () => {
  const shift: DutyPeriod = { kind: 'shift', from: at('08:00'), to: at('16:00') };

  it('is on duty during a shift, from 15 minutes before its start to 15 minutes after its end', () => {
    expect(ON_DUTY_MARGIN_MS).toBe(15 * minute);
    expect(isOnDuty([shift], at('12:00'))).toBe(true);
    expect(isOnDuty([shift], at('07:45'))).toBe(true);
    expect(isOnDuty([shift], at('16:15'))).toBe(true);
    expect(isOnDuty([shift], at('07:45') - 1)).toBe(false);
    expect(isOnDuty([shift], at('16:15') + 1)).toBe(false);
  });

  it('is on duty while an attendance is open, and only during a closed one (no margin)', () => {
    const open: DutyPeriod = { kind: 'attendance', from: at('20:00'), to: null };
    expect(isOnDuty([open], at('23:59'))).toBe(true);
    expect(isOnDuty([open], at('19:59'))).toBe(false);
    const closed: DutyPeriod = { kind: 'attendance', from: at('20:00'), to: at('21:00') };
    expect(isOnDuty([closed], at('20:30'))).toBe(true);
    expect(isOnDuty([closed], at('21:00') + 1)).toBe(false);
  });

  it('is off duty without any shift or attendance', () => {
    expect(isOnDuty([], at('12:00'))).toBe(false);
  });
});

describe('recordedAtProblem', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('accepts a time within the retention period and up to a minute ahead', () => {
    expect(recordedAtProblem(now, now, 30)).toBeNull();
    expect(recordedAtProblem(ago(29 * 24 * 3600_000), now, 30)).toBeNull();
    expect(recordedAtProblem(ago(-POSITION_MAX_FUTURE_MS), now, 30)).toBeNull();
  });

  it('refuses a time older than the retention period or more than a minute ahead', () => {
    expect(recordedAtProblem(ago(30 * 24 * 3600_000 + 1), now, 30)).toBe('too-old');
    expect(recordedAtProblem(ago(8 * 24 * 3600_000), now, 7)).toBe('too-old');
    expect(recordedAtProblem(ago(-POSITION_MAX_FUTURE_MS - 1), now, 30)).toBe('in-future');
  });
});
