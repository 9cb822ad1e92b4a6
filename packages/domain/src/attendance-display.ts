import { ACTIVE_ATTENDANCE_STATUSES, type AttendanceStatus } from './attendance.ts';

/** A shift as the Pointage page sees it: its times and its attendances. */
export type DisplayShift = {
  startAt: string;
  endAt: string;
  attendances: readonly { status: AttendanceStatus }[];
};

export const SHIFT_BADGES = ['Terminé', 'Pointé', 'En cours', 'À venir'] as const;
export type ShiftBadge = (typeof SHIFT_BADGES)[number];

/** History shows the shifts of the last 7 days. */
export const HISTORY_WINDOW_MS = 7 * 24 * 3_600_000;

const time = (iso: string) => new Date(iso).getTime();
const inProgress = (shift: DisplayShift) =>
  shift.attendances.some((a) => ACTIVE_ATTENDANCE_STATUSES.includes(a.status));
const completed = (shift: DisplayShift) => shift.attendances.some((a) => a.status === 'COMPLETED');

/**
 * The shift card's badge: 'Terminé' once the shift end has passed; otherwise 'Pointé' when it has an attendance;
 * 'En cours' once it has started; otherwise 'À venir'.
 */
export function shiftBadge(shift: DisplayShift, now: Date): ShiftBadge {
  if (time(shift.endAt) < now.getTime()) return 'Terminé';
  if (shift.attendances.length > 0) return 'Pointé';
  if (time(shift.startAt) <= now.getTime()) return 'En cours';
  return 'À venir';
}

/** 'En cours' tab: shifts not completed whose end is now or later, or with an attendance in progress. */
export const isCurrentShift = (shift: DisplayShift, now: Date): boolean =>
  inProgress(shift) || (!completed(shift) && time(shift.endAt) >= now.getTime());

/** 'Historique' tab: the completed shifts of the last 7 days. */
export const isHistoryShift = (shift: DisplayShift, now: Date): boolean =>
  completed(shift) && !inProgress(shift) && time(shift.endAt) >= now.getTime() - HISTORY_WINDOW_MS;

/** The report's address column: 30 characters at most, cut with an ellipsis. */
export const REPORT_ADDRESS_LENGTH = 30;

export const shortAddress = (address: string, max = REPORT_ADDRESS_LENGTH): string =>
  address.length > max ? `${address.slice(0, max - 1).trimEnd()}…` : address;
