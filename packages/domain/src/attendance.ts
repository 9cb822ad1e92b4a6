// No zod here: the field screens import these constants and rules. The schemas are in attendance.schemas.ts.
import { haversineKm } from './geo.ts';
import type { Proximity } from './attendance.schemas.ts';

export type {
  Attendance,
  AttendanceExportQuery,
  AttendanceFilters,
  AttendanceOvertime,
  AttendancePosition,
  AttendanceReport,
  AttendanceReportQuery,
  AttendanceStart,
  AttendanceStats,
  Proximity,
  ProximityBody,
} from './attendance.schemas.ts';

export const ATTENDANCE_STATUSES = ['PENDING', 'STARTED', 'OVERTIME', 'COMPLETED'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const ATTENDANCE_STATUS_LABELS: Record<AttendanceStatus, string> = {
  PENDING: 'En attente',
  STARTED: 'En cours',
  OVERTIME: 'Heures sup',
  COMPLETED: 'Terminé',
};

/** An attendance in progress: the agent is on site, in regular time or in overtime. */
export const ACTIVE_ATTENDANCE_STATUSES: readonly AttendanceStatus[] = ['STARTED', 'OVERTIME'];

export const ATTENDANCE_PROXIMITY_LIMIT_M = 1000;
export const RESUME_WINDOW_MS = 10 * 60_000;
export const END_OF_GUARD_PROMPT_MS = 10 * 60_000;
export const OVERTIME_REQUEST_HOURS = 1;
/** How early before its start a shift may be clocked in. */
export const START_EARLY_MS = 60 * 60_000;
/** A start position less precise than this is flagged in the report. */
export const LOW_ACCURACY_M = 100;
export const ACTIVE_ATTENDANCE_POLL_MS = 2000;

export const ATTENDANCE_PAGE_DEFAULT = 50;
export const ATTENDANCE_PAGE_MAX = 500;

/** Resume is possible within 10 minutes after the end, and only before the shift end. */
export function canResume(
  attendance: { status: AttendanceStatus; endTime: string | Date | null },
  shift: { endAt: string | Date } | null,
  now: Date,
): boolean {
  if (attendance.status !== 'COMPLETED' || !attendance.endTime || !shift) return false;
  const since = now.getTime() - new Date(attendance.endTime).getTime();
  return since >= 0 && since < RESUME_WINDOW_MS && now.getTime() < new Date(shift.endAt).getTime();
}

/** The end-of-guard dialog shows from 10 minutes before the shift end until the end itself. */
export function isEndOfGuardWindow(shift: { endAt: string | Date }, now: Date): boolean {
  const left = new Date(shift.endAt).getTime() - now.getTime();
  return left > 0 && left <= END_OF_GUARD_PROMPT_MS;
}

/** Distance (whole metres) from a position to the mission place, and whether it is close enough to start. */
export function proximity(
  place: { lat: number | null; lng: number | null },
  position: { lat: number; lng: number },
): Proximity {
  if (place.lat === null || place.lng === null) return { canStart: false, distance: null };
  const distance = Math.round(haversineKm({ lat: place.lat, lng: place.lng }, position) * 1000);
  return { canStart: distance <= ATTENDANCE_PROXIMITY_LIMIT_M, distance };
}
