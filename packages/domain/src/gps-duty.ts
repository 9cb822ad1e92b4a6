/**
 * When a position may be recorded (privacy by design): only while the agent is on duty on the mission, and only
 * within the time the history is kept.
 */

/** A shift counts from this long before its start to this long after its end (arriving early, leaving late). */
export const ON_DUTY_MARGIN_MS = 15 * 60_000;

/** A position may be stamped at most this far ahead of the server's clock (phone clocks drift a little). */
export const POSITION_MAX_FUTURE_MS = 5 * 60_000;

/**
 * A time the agent is on duty on a mission, in epoch milliseconds: a shift (which gets the margin on both sides) or
 * an attendance (its start to its end; `to` is null while it is open).
 */
export type DutyPeriod = { kind: 'shift' | 'attendance'; from: number; to: number | null };

/** On duty at `at`: within a shift of theirs (margin included) or an attendance, open or covering that time. */
export function isOnDuty(periods: readonly DutyPeriod[], at: number, marginMs = ON_DUTY_MARGIN_MS): boolean {
  return periods.some((period) => {
    const margin = period.kind === 'shift' ? marginMs : 0;
    return period.from - margin <= at && (period.to === null || at <= period.to + margin);
  });
}

export type RecordedAtProblem = 'too-old' | 'in-future';

/**
 * A position's time must lie within the retention period (an older one would be purged at once) and no more than
 * POSITION_MAX_FUTURE_MS ahead of now.
 */
export function recordedAtProblem(
  recordedAt: Date,
  now: Date,
  retentionDays: number,
): RecordedAtProblem | null {
  const at = recordedAt.getTime();
  if (at > now.getTime() + POSITION_MAX_FUTURE_MS) return 'in-future';
  if (at < now.getTime() - retentionDays * 24 * 3600_000) return 'too-old';
  return null;
}
