import { z } from 'zod';
import * as MSG from './messages.ts';
import { haversineKm } from './geo.ts';
import { isCalendarDate } from './planning.ts';
import { IdSchema, isDateInRange, strictBody } from './validation.ts';

export const ATTENDANCE_STATUSES = ['PENDING', 'STARTED', 'OVERTIME', 'COMPLETED'] as const;
export const AttendanceStatusSchema = z.enum(ATTENDANCE_STATUSES, { error: MSG.attendanceStatusInvalid });
export type AttendanceStatus = z.infer<typeof AttendanceStatusSchema>;

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

const Latitude = z
  .number({ error: MSG.positionUnavailableShort })
  .min(-90, MSG.coordinatesInvalid)
  .max(90, MSG.coordinatesInvalid);
const Longitude = z
  .number({ error: MSG.positionUnavailableShort })
  .min(-180, MSG.coordinatesInvalid)
  .max(180, MSG.coordinatesInvalid);
const Accuracy = z
  .number({ error: MSG.validation })
  .min(0, MSG.validation)
  .max(100_000, MSG.validation)
  .nullable()
  .optional();
const position = { lat: Latitude, lng: Longitude, accuracy: Accuracy };

/** POST /api/attendance/check-proximity */
export const ProximityBodySchema = strictBody({ missionId: IdSchema, lat: Latitude, lng: Longitude });
export type ProximityBody = z.infer<typeof ProximityBodySchema>;
export const ProximitySchema = z.object({ canStart: z.boolean(), distance: z.number().nullable() });
export type Proximity = z.infer<typeof ProximitySchema>;

/** POST /api/attendance/start */
export const AttendanceStartSchema = strictBody({
  agentId: z.uuid({ error: MSG.attendanceAgentUnknown }),
  missionId: IdSchema,
  shiftId: IdSchema,
  ...position,
});
export type AttendanceStart = z.infer<typeof AttendanceStartSchema>;

/** POST /api/attendance/end and /resume */
export const AttendancePositionSchema = strictBody({ attendanceId: IdSchema, ...position });
export type AttendancePosition = z.infer<typeof AttendancePositionSchema>;

/** POST /api/attendance/overtime (the field app sends 1 hour) */
export const AttendanceOvertimeSchema = strictBody({
  attendanceId: IdSchema,
  requestedHours: z.number({ error: MSG.validation }).min(0.25, MSG.validation).max(12, MSG.validation),
});
export type AttendanceOvertime = z.infer<typeof AttendanceOvertimeSchema>;

export const AttendanceSchema = z.object({
  id: z.string(),
  status: AttendanceStatusSchema,
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  regularHours: z.number(),
  overtimeHours: z.number(),
  dayHours: z.number(),
  nightHours: z.number(),
  sundayHours: z.number(),
  holidayHours: z.number(),
  requestedHours: z.number().nullable(),
  overtimeRequestedAt: z.string().nullable(),
  startLat: z.number().nullable(),
  startLng: z.number().nullable(),
  startAccuracy: z.number().nullable(),
  endLat: z.number().nullable(),
  endLng: z.number().nullable(),
  endAccuracy: z.number().nullable(),
  lowAccuracy: z.boolean(),
  /** Positions or clock fixes moved implausibly during it (forged or lent phone); the French reasons why. */
  suspect: z.boolean(),
  suspectReasons: z.array(z.string()),
  agentId: z.string(),
  missionId: z.string(),
  shiftId: z.string().nullable(),
  agent: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), matricule: z.string() }),
  mission: z.object({ id: z.string(), title: z.string(), locationAddress: z.string().nullable() }),
  shift: z.object({ id: z.string(), startAt: z.string(), endAt: z.string() }).nullable(),
});
export type Attendance = z.infer<typeof AttendanceSchema>;

const ReportDay = z
  .string({ error: MSG.attendanceDateInvalid })
  .refine((v) => isCalendarDate(v) || (isDateInRange(v) && /^\d{4}-\d{2}-\d{2}T/.test(v)), {
    error: MSG.attendanceDateInvalid,
  })
  .optional();
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** The report's filters (GET /api/attendance/all and /export); dates are Paris calendar days, both included. */
export const AttendanceFiltersSchema = z.object({
  agentId: z.preprocess(emptyToUndefined, IdSchema.optional()),
  missionId: z.preprocess(emptyToUndefined, IdSchema.optional()),
  status: z.preprocess(emptyToUndefined, AttendanceStatusSchema.optional()),
  startDate: z.preprocess(emptyToUndefined, ReportDay),
  endDate: z.preprocess(emptyToUndefined, ReportDay),
  /** `true`: only the attendances marked suspect; `false`: only the others. */
  suspect: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { error: MSG.attendanceSuspectFilterInvalid })
      .transform((v) => v === 'true')
      .optional(),
  ),
});
export type AttendanceFilters = z.infer<typeof AttendanceFiltersSchema>;

export const ATTENDANCE_PAGE_DEFAULT = 50;
export const ATTENDANCE_PAGE_MAX = 500;

export const AttendanceReportQuerySchema = AttendanceFiltersSchema.extend({
  limit: z.coerce
    .number({ error: MSG.attendancePageInvalid })
    .int(MSG.attendancePageInvalid)
    .min(1, MSG.attendancePageInvalid)
    .max(ATTENDANCE_PAGE_MAX, MSG.attendancePageInvalid)
    .default(ATTENDANCE_PAGE_DEFAULT),
  offset: z.coerce
    .number({ error: MSG.attendancePageInvalid })
    .int(MSG.attendancePageInvalid)
    .min(0, MSG.attendancePageInvalid)
    .default(0),
});
export type AttendanceReportQuery = z.infer<typeof AttendanceReportQuerySchema>;

export const AttendanceExportQuerySchema = AttendanceFiltersSchema.extend({
  format: z.enum(['pdf', 'csv'], { error: MSG.attendanceExportFormat }),
});
export type AttendanceExportQuery = z.infer<typeof AttendanceExportQuerySchema>;

export const AttendanceStatsSchema = z.object({
  total: z.number(),
  totalRegularHours: z.number(),
  totalOvertimeHours: z.number(),
  started: z.number(),
  overtime: z.number(),
  totalDayHours: z.number(),
  totalNightHours: z.number(),
  totalSundayHours: z.number(),
  totalHolidayHours: z.number(),
  lowAccuracy: z.number(),
  suspect: z.number(),
});
export type AttendanceStats = z.infer<typeof AttendanceStatsSchema>;

export const AttendanceReportSchema = z.object({
  stats: AttendanceStatsSchema,
  attendances: z.array(AttendanceSchema),
  total: z.number(),
});
export type AttendanceReport = z.infer<typeof AttendanceReportSchema>;

/** Distance (whole metres) from a position to the mission place, and whether it is close enough to start. */
export function proximity(
  place: { lat: number | null; lng: number | null },
  position: { lat: number; lng: number },
): Proximity {
  if (place.lat === null || place.lng === null) return { canStart: false, distance: null };
  const distance = Math.round(haversineKm({ lat: place.lat, lng: place.lng }, position) * 1000);
  return { canStart: distance <= ATTENDANCE_PROXIMITY_LIMIT_M, distance };
}
