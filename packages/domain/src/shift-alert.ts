/** The field area reads the agent's shifts again every 60 s (mission cards); the shift alert every 30 s. */
export const AGENT_SHIFTS_POLL_MS = 60_000;
export const SHIFT_ALERT_POLL_MS = 30_000;
/** A shift is announced when it starts within the next 5 minutes. */
export const SHIFT_ALERT_WINDOW_MS = 5 * 60_000;
/** The alert's toast stays 10 s. */
export const SHIFT_ALERT_TOAST_MS = 10_000;
/** The alert's sound: one 800 Hz sine tone lasting 0.3 s. */
export const SHIFT_ALERT_TONE = { frequency: 800, seconds: 0.3 } as const;

export type AlertableShift = {
  id: string;
  startAt: string;
  /** A shift the agent has already clocked in on needs no reminder to start clocking in. */
  attendances?: readonly unknown[];
};

/** Upcoming for the alert: the start lies in the future and within the next 5 minutes. */
export function isShiftAlertDue(shift: Pick<AlertableShift, 'startAt'>, now: Date): boolean {
  const wait = Date.parse(shift.startAt) - now.getTime();
  return wait > 0 && wait <= SHIFT_ALERT_WINDOW_MS;
}

export type ShiftAlertSelection<T> = {
  /** The shifts to announce now, soonest first. */
  alerts: T[];
  /** The shifts already announced, to remember until the next poll. */
  notified: Set<string>;
};

/**
 * The shift alert's choice at each poll: an upcoming shift (see isShiftAlertDue) without an attendance is announced
 * once and remembered; a remembered shift that is no longer upcoming (started, moved or removed) is forgotten, so it
 * can be announced again if it becomes upcoming later.
 */
export function selectShiftAlerts<T extends AlertableShift>(
  shifts: readonly T[],
  notified: ReadonlySet<string>,
  now: Date,
): ShiftAlertSelection<T> {
  const upcoming = shifts
    .filter((shift) => isShiftAlertDue(shift, now) && (shift.attendances?.length ?? 0) === 0)
    .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  return {
    alerts: upcoming.filter((shift) => !notified.has(shift.id)),
    notified: new Set(upcoming.map((shift) => shift.id)),
  };
}
