import type { AgentShift } from '@secops/domain/planning.schemas';
import { describe, expect, it } from 'vitest';
import { formatElapsed, isStartable, resumable, shiftHours } from './attendance-view.ts';

const now = new Date('2026-11-25T10:00:00Z');
const shift = (
  startAt: string,
  endAt: string,
  attendances: Partial<AgentShift['attendances'][number]>[] = [],
) =>
  ({
    id: `${startAt}`,
    startAt,
    endAt,
    attendances: attendances.map((a, i) => ({
      id: `a${i}`,
      status: 'COMPLETED',
      startTime: startAt,
      endTime: null,
      regularHours: 0,
      overtimeHours: 0,
      ...a,
    })),
  }) as AgentShift;

describe('attendance view', () => {
  it('opens the start from 1 hour before the shift until its end, once', () => {
    expect(isStartable(shift('2026-11-25T11:00:00Z', '2026-11-25T18:00:00Z'), now)).toBe(true);
    expect(isStartable(shift('2026-11-25T11:01:00Z', '2026-11-25T18:00:00Z'), now)).toBe(false);
    expect(isStartable(shift('2026-11-25T02:00:00Z', '2026-11-25T10:00:00Z'), now)).toBe(false);
    expect(
      isStartable(shift('2026-11-25T09:00:00Z', '2026-11-25T18:00:00Z', [{ status: 'STARTED' }]), now),
    ).toBe(false);
  });

  it('adds the hours of every attendance of a shift', () => {
    const s = shift('2026-11-25T02:00:00Z', '2026-11-25T10:00:00Z', [
      { regularHours: 2.5, overtimeHours: 0 },
      { regularHours: 1.25, overtimeHours: 0.5 },
    ]);
    expect(shiftHours(s)).toEqual({ regular: 3.75, overtime: 0.5 });
  });

  it('finds the attendance ended less than 10 minutes ago on a shift not over', () => {
    const done = shift('2026-11-25T08:00:00Z', '2026-11-25T12:00:00Z', [{ endTime: '2026-11-25T09:55:00Z' }]);
    expect(resumable([done], now)?.attendance.id).toBe('a0');
    const old = shift('2026-11-25T08:00:00Z', '2026-11-25T12:00:00Z', [{ endTime: '2026-11-25T09:45:00Z' }]);
    expect(resumable([old], now)).toBeNull();
  });

  it('shows the elapsed time as hours, minutes and seconds', () => {
    expect(formatElapsed(3_909_000)).toBe('01:05:09');
    expect(formatElapsed(-5)).toBe('00:00:00');
  });
});
