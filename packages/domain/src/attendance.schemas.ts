import { z } from 'zod';
import { ATTENDANCE_PAGE_DEFAULT, ATTENDANCE_PAGE_MAX, ATTENDANCE_STATUSES } from './attendance.ts';
import * as MSG from './messages.ts';
import { isCalendarDate } from './planning.ts';
import { IdSchema, isDateInRange, strictBody } from './validation.ts';

export const AttendanceStatusSchema = z.enum(ATTENDANCE_STATUSES, { error: MSG.attendanceStatusInvalid });

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
