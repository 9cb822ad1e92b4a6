import { z } from 'zod';
import { GRADES } from './grades.ts';
import * as MSG from './messages.ts';
import { MISSION_STATUSES } from './missions.ts';
import { isMonday } from './planning.ts';
import { CalendarDay } from './planning.schemas.ts';
import { IdSchema, strictBody } from './validation.ts';
import { UnavailabilitySchema } from './unavailability.ts';
import { ShiftOverrideSchema } from './working-time.ts';

/** The missions the board expects shifts for: confirmed or under way. */
export const PLANNED_MISSION_STATUSES = ['CONFIRMED', 'ACTIVE'] as const;

/** The scheduling board shows at most this many Paris days at once (a month). */
export const BOARD_MAX_DAYS = 31;

/** Days from `from` to `to`, both included (calendar dates, so DST changes do not matter). */
export const boardDays = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** GET /api/planning/board: Paris calendar days `from` to `to`, both included, at most 31. */
export const BoardQuerySchema = strictBody({ from: CalendarDay, to: CalendarDay }).superRefine((q, ctx) => {
  const days = boardDays(q.from, q.to);
  if (days < 1) ctx.addIssue({ code: 'custom', message: MSG.missionWindowInvalid, path: ['to'] });
  else if (days > BOARD_MAX_DAYS) ctx.addIssue({ code: 'custom', message: MSG.boardTooLong, path: ['to'] });
});
export type BoardQuery = z.infer<typeof BoardQuerySchema>;

export const BoardSchema = z.object({
  /** Every agent who can be planned (an active account), by last then first name. */
  agents: z.array(
    z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      matricule: z.string(),
      grade: z.enum(GRADES).nullable(),
      specialties: z.array(z.string()),
      /** Weekly hours of the contract, null when not given. */
      weeklyContractHours: z.number().nullable(),
      /** Minutes of their shifts inside the period. */
      plannedMinutes: z.number(),
    }),
  ),
  /** The shifts meeting the period, in start order. */
  shifts: z.array(
    z.object({
      id: z.string(),
      agentId: z.string().nullable(),
      missionId: z.string(),
      missionTitle: z.string(),
      clientId: z.string().nullable(),
      clientName: z.string().nullable(),
      startAt: z.string(),
      endAt: z.string(),
      zone: z.string().nullable(),
      recurrenceGroupId: z.string().nullable(),
      workingTimeOverride: z.array(ShiftOverrideSchema).nullable(),
    }),
  ),
  /** Guards' approved unavailability meeting the period ('Maladie' as null, 'Absent', but to ADMIN and SUPERADMIN). */
  unavailabilities: z.array(UnavailabilitySchema.omit({ status: true })),
  /** Shifts of the period with nobody on them. */
  openShiftCount: z.number(),
  /**
   * The missions to staff in the period: CONFIRMED or ACTIVE and meeting it, by start, each with its shifts and
   * open shifts in the period (no shift at all is 'Aucun agent planifié').
   */
  missions: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      status: z.enum(MISSION_STATUSES),
      clientId: z.string().nullable(),
      clientName: z.string().nullable(),
      shiftCount: z.number(),
      openShiftCount: z.number(),
    }),
  ),
});
export type Board = z.infer<typeof BoardSchema>;

const Monday = z.string({ error: MSG.copyWeekMonday }).refine(isMonday, { error: MSG.copyWeekMonday });

/** POST /api/planning/copy-week: the shifts starting in the Paris week of `fromWeek`, to the week of `toWeek`. */
export const CopyWeekSchema = strictBody({
  fromWeek: Monday,
  toWeek: Monday,
  missionId: IdSchema.optional(),
}).refine((v) => v.fromWeek !== v.toWeek, { message: MSG.copyWeekSame, path: ['toWeek'] });
export type CopyWeek = z.infer<typeof CopyWeekSchema>;

export const CopyWeekResultSchema = z.object({
  created: z.number(),
  /** The shifts not copied (whose, when), each with why: the French message a planning write would have answered. */
  skipped: z.array(
    z.object({ shiftId: z.string(), agentName: z.string(), startAt: z.string(), reason: z.string() }),
  ),
});
export type CopyWeekResult = z.infer<typeof CopyWeekResultSchema>;
