import { z } from 'zod';
import { ATTENDANCE_STATUSES } from './attendance.ts';
import * as MSG from './messages.ts';
import { MISSION_STATUSES } from './missions.ts';
import {
  AvailabilitySchema,
  SUGGESTION_DEFAULT_LIMIT,
  SUGGESTION_MAX_LIMIT,
} from './planning-suggestions.ts';
import {
  SHIFT_MAX_HOURS,
  SHIFT_MAX_OCCURRENCES,
  expandRecurrence,
  isCalendarDate,
  toParisDate,
} from './planning.ts';
import { RECURRENCE_TYPES } from './shifts.ts';
import { ShiftOverrideSchema } from './working-time.ts';
import { IdSchema, isoDateTime, optionalText, pageQuery, strictBody } from './validation.ts';

const DateTime = isoDateTime;
/** A YYYY-MM-DD Paris calendar date, in the supported years. */
export const CalendarDay = z
  .string({ error: MSG.planningInvalidDay })
  .refine(isCalendarDate, { error: MSG.planningInvalidDay });
const endsAfterStart = (v: { startAt: string; endAt: string }) => Date.parse(v.endAt) > Date.parse(v.startAt);

/** The Paris calendar date a recurrence ends on, from a YYYY-MM-DD date or an ISO date-time. */
export const recurrenceUntil = (value: string): string =>
  isCalendarDate(value) ? value : toParisDate(new Date(value));

/**
 * POST /api/planning/shifts: start before end, at most 24 h; when recurring, a type and an end date on or after the
 * start date, and at most 366 occurrences. A recurrence type or end date sent without `recurring` is ignored.
 */
export const ShiftCreateSchema = strictBody({
  /** null: an open shift ('Poste à pourvoir'), filled later with PATCH {agentId}. */
  agentId: z.uuid({ error: MSG.shiftAgentRequired }).nullable(),
  missionId: z.uuid({ error: MSG.shiftMissionRequired }),
  startAt: DateTime(MSG.shiftStartRequired),
  endAt: DateTime(MSG.shiftEndRequired),
  zone: optionalText(200),
  notes: optionalText(2000),
  recurring: z.boolean({ error: MSG.booleanExpected }).default(false),
  recurringType: z.enum(RECURRENCE_TYPES, { error: MSG.shiftRecurringTypeRequired }).nullable().optional(),
  recurringEndDate: z
    .union([CalendarDay, isoDateTime(MSG.planningInvalidDay)], { error: MSG.planningInvalidDay })
    .nullable()
    .optional(),
  /** Save despite the working-time rules it breaks (ADMIN and SUPERADMIN; recorded on the shift). */
  acknowledgeViolations: z.boolean({ error: MSG.booleanExpected }).optional(),
}).superRefine((v, ctx) => {
  if (!endsAfterStart(v))
    return ctx.addIssue({ code: 'custom', message: MSG.shiftEndBeforeStart, path: ['endAt'] });
  if (Date.parse(v.endAt) - Date.parse(v.startAt) > SHIFT_MAX_HOURS * 3_600_000)
    return ctx.addIssue({ code: 'custom', message: MSG.shiftTooLong, path: ['endAt'] });
  if (!v.recurring) return;
  if (!v.recurringType)
    return ctx.addIssue({ code: 'custom', message: MSG.shiftRecurringTypeRequired, path: ['recurringType'] });
  if (!v.recurringEndDate)
    return ctx.addIssue({
      code: 'custom',
      message: MSG.shiftRecurringEndRequired,
      path: ['recurringEndDate'],
    });
  const until = recurrenceUntil(v.recurringEndDate);
  const path = ['recurringEndDate'];
  if (until < toParisDate(new Date(v.startAt)))
    return ctx.addIssue({ code: 'custom', message: MSG.shiftRecurringEndBeforeStart, path });
  const slot = { startAt: new Date(v.startAt), endAt: new Date(v.endAt) };
  if (expandRecurrence({ ...slot, type: v.recurringType, until }).length > SHIFT_MAX_OCCURRENCES)
    ctx.addIssue({ code: 'custom', message: MSG.shiftTooManyOccurrences, path });
});
export type ShiftCreate = z.infer<typeof ShiftCreateSchema>;
export type ShiftCreateInput = z.input<typeof ShiftCreateSchema>;

/** POST /api/planning/suggest-agents. */
export const SuggestAgentsSchema = strictBody({
  missionId: z.uuid({ error: MSG.shiftMissionRequired }),
  startAt: DateTime(MSG.suggestionDatesRequired),
  endAt: DateTime(MSG.suggestionDatesRequired),
  limit: z
    .number({ error: MSG.suggestionLimitInvalid })
    .int(MSG.suggestionLimitInvalid)
    .min(1, MSG.suggestionLimitInvalid)
    .max(SUGGESTION_MAX_LIMIT, MSG.suggestionLimitInvalid)
    .default(SUGGESTION_DEFAULT_LIMIT),
}).refine(endsAfterStart, { message: MSG.shiftEndBeforeStart, path: ['endAt'] });
export type SuggestAgents = z.infer<typeof SuggestAgentsSchema>;

const periodIsOrdered = (q: { from?: string; to?: string }) =>
  !q.from || !q.to || Date.parse(q.to) > Date.parse(q.from);
const period = { from: DateTime(MSG.dateInvalid).optional(), to: DateTime(MSG.dateInvalid).optional() };

/**
 * GET /api/planning/shifts: a mission's shifts, or an agent's, or the open ones (`open=true`, nobody on them; with a
 * mission, that mission's), optionally within [from, to).
 */
export const ShiftListQuerySchema = strictBody({
  missionId: IdSchema.optional(),
  agentId: IdSchema.optional(),
  open: z
    .enum(['true', 'false'], { error: MSG.booleanExpected })
    .transform((v) => v === 'true')
    .optional(),
  ...period,
  ...pageQuery,
})
  .refine((q) => q.missionId || q.agentId || q.open, { message: MSG.planningFilterRequired })
  .refine(periodIsOrdered, { message: MSG.missionWindowInvalid, path: ['to'] });
export type ShiftListQuery = z.infer<typeof ShiftListQuerySchema>;

/** GET /api/agents/{id}/shifts: without `from`, shifts ending in the last 7 days and later. */
export const AgentShiftsQuerySchema = strictBody({ ...period, ...pageQuery }).refine(periodIsOrdered, {
  message: MSG.missionWindowInvalid,
  path: ['to'],
});
export type AgentShiftsQuery = z.infer<typeof AgentShiftsQuerySchema>;

/** GET /api/planning/week: the Paris week holding `date` (today when absent). */
export const PlanningWeekQuerySchema = strictBody({ date: CalendarDay.optional() });

export const ShiftSchema = z.object({
  id: z.string(),
  /** null for an open shift ('Poste à pourvoir'). */
  agentId: z.string().nullable(),
  missionId: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  zone: z.string().nullable(),
  notes: z.string().nullable(),
  recurring: z.boolean(),
  recurringType: z.enum(RECURRENCE_TYPES).nullable(),
  recurringEndDate: z.string().nullable(),
  /** Shared by the occurrences created by one recurring request. */
  recurrenceGroupId: z.string().nullable(),
  /** The working-time rules an administrator acknowledged breaking when saving it (null: none). */
  workingTimeOverride: z.array(ShiftOverrideSchema).nullable(),
  agent: z
    .object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      matricule: z.string(),
      photo: z.string().nullable(),
    })
    .nullable(),
  mission: z.object({ id: z.string(), title: z.string(), locationAddress: z.string().nullable() }),
});
export type Shift = z.infer<typeof ShiftSchema>;

export const SHIFT_UPDATE_SCOPES = ['one', 'following', 'all'] as const;

/**
 * PATCH /api/planning/shifts/{id}: what changes. On a recurring series, `scope` 'following' or 'all' moves the
 * other occurrences by the same amount (start and end) and gives them the same agent, mission, zone and notes.
 */
export const ShiftUpdateSchema = strictBody({
  startAt: DateTime(MSG.shiftStartRequired).optional(),
  endAt: DateTime(MSG.shiftEndRequired).optional(),
  agentId: z.uuid({ error: MSG.shiftAgentRequired }).optional(),
  missionId: z.uuid({ error: MSG.shiftMissionRequired }).optional(),
  zone: optionalText(200),
  notes: optionalText(2000),
  scope: z.enum(SHIFT_UPDATE_SCOPES, { error: MSG.shiftScopeInvalid }).default('one'),
  acknowledgeViolations: z.boolean({ error: MSG.booleanExpected }).optional(),
});
export type ShiftUpdate = z.infer<typeof ShiftUpdateSchema>;
export type ShiftUpdateInput = z.input<typeof ShiftUpdateSchema>;

/** PATCH answers the shift for `scope: 'one'`, the occurrences changed otherwise. */
export const ShiftUpdateResponseSchema = z.union([ShiftSchema, z.array(ShiftSchema)]);

/** One shift for a single request, the array of occurrences for a recurring one. */
export const ShiftCreateResponseSchema = z.union([ShiftSchema, z.array(ShiftSchema)]);

export const ShiftAttendanceSchema = z.object({
  id: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  regularHours: z.number(),
  overtimeHours: z.number(),
});
export const AgentShiftSchema = ShiftSchema.extend({ attendances: z.array(ShiftAttendanceSchema) });
export type AgentShift = z.infer<typeof AgentShiftSchema>;

export const AgentSuggestionSchema = z.object({
  agentId: z.string(),
  agent: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    matricule: z.string(),
    photo: z.string().nullable(),
    specialties: z.array(z.string()),
  }),
  score: z.number(),
  availability: AvailabilitySchema,
  /** Kilometres, one decimal; null when the agent's or the mission's coordinates are unknown. */
  distance: z.number().nullable(),
  workloadHours: z.number(),
  reasons: z.array(z.string()),
});
export type AgentSuggestion = z.infer<typeof AgentSuggestionSchema>;

export const PlanningWeekSchema = z.object({
  start: z.string(),
  end: z.string(),
  missions: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      status: z.enum(MISSION_STATUSES),
      startAt: z.string(),
      endAt: z.string(),
      locationAddress: z.string().nullable(),
      _count: z.object({ assignments: z.number() }),
    }),
  ),
});
export type PlanningWeek = z.infer<typeof PlanningWeekSchema>;
