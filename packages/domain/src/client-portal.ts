import { z } from 'zod';
import { EmailSchema } from './auth.ts';
import { INCIDENT_STATUSES, INCIDENT_TYPES } from './incidents.ts';
import { CLIENT_SELECTABLE_LOGBOOK_TYPES, LOGBOOK_TEXT_MAX, LOGBOOK_TYPES } from './logbook.ts';
import * as MSG from './messages.ts';
import { MISSION_STATUSES, MISSION_TYPES } from './missions.ts';
import { CalendarDay } from './planning.schemas.ts';
import { ROUND_STATUSES, SCAN_FLAGS } from './rounds.ts';
import { NAME_MAX_LENGTH } from './users.schemas.ts';
import { optionalText, requiredText, strictBody } from './validation.ts';

/**
 * The client's side: a CLIENT account belongs to one client company and reads, in its portal (/client), what the
 * security company did for that company's missions. Everything here is shaped for the client: guards appear by first
 * name and initial ('Jean D.'), never with their phone, e-mail, address or position; no internal note or field.
 */

/** How long a period GET /api/client/missions/{id}/activity covers at most, in calendar days. */
export const CLIENT_ACTIVITY_MAX_DAYS = 62;
/** A client's request or remark on a mission ('Demande du client'). */
export const CLIENT_REQUEST_TEXT_MAX = LOGBOOK_TEXT_MAX;

/** POST /api/clients/{id}/users: a client company's user, invited by e-mail to set their password. */
export const ClientUserInviteSchema = strictBody({
  email: EmailSchema,
  firstName: optionalText(NAME_MAX_LENGTH),
  lastName: optionalText(NAME_MAX_LENGTH),
});
export type ClientUserInvite = z.infer<typeof ClientUserInviteSchema>;

/** GET /api/clients/{id}/users (staff): the company's accounts. */
export const ClientUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isActive: z.boolean(),
  /** False until the invitation's link has been used to set a password. */
  hasSignedIn: z.boolean(),
  createdAt: z.string(),
});
export type ClientUser = z.infer<typeof ClientUserSchema>;

/** GET/PUT /api/missions/{id}/client-visibility (staff): the logbook entry types the mission's client sees. */
export const ClientVisibilitySchema = strictBody({
  logbookTypes: z.array(z.enum(CLIENT_SELECTABLE_LOGBOOK_TYPES, { error: MSG.validation })).max(50),
});
export type ClientVisibility = z.infer<typeof ClientVisibilitySchema>;

/** GET /api/client/missions: in progress first, then coming, then finished. */
export const CLIENT_MISSION_PHASES = ['IN_PROGRESS', 'COMING', 'FINISHED'] as const;
export type ClientMissionPhase = (typeof CLIENT_MISSION_PHASES)[number];

export const ClientMissionSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(MISSION_TYPES),
  status: z.enum(MISSION_STATUSES),
  phase: z.enum(CLIENT_MISSION_PHASES),
  startAt: z.string(),
  endAt: z.string(),
  address: z.string().nullable(),
});
export type ClientMission = z.infer<typeof ClientMissionSchema>;

/** GET /api/client/missions/{id}. */
export const ClientMissionDetailSchema = ClientMissionSchema.extend({
  /** True when the mission has guard tours: the portal then shows the rounds. */
  hasTours: z.boolean(),
  /** The logbook entry types staff chose to show this client. */
  logbookTypes: z.array(z.enum(LOGBOOK_TYPES)),
});
export type ClientMissionDetail = z.infer<typeof ClientMissionDetailSchema>;

/**
 * GET /api/client/missions/{id}/activity?from=&to= : Paris calendar days, both included, at most
 * CLIENT_ACTIVITY_MAX_DAYS; `to` before `from` answers 400.
 */
export const ClientActivityQuerySchema = z
  .object({ from: CalendarDay, to: CalendarDay })
  .refine((v) => v.from <= v.to, { message: MSG.clientActivityPeriodInvalid, path: ['to'] })
  .refine(
    (v) =>
      (Date.parse(`${v.to}T00:00:00Z`) - Date.parse(`${v.from}T00:00:00Z`)) / 86_400_000 <
      CLIENT_ACTIVITY_MAX_DAYS,
    { message: MSG.clientActivityPeriodTooLong, path: ['to'] },
  );
export type ClientActivityQuery = z.infer<typeof ClientActivityQuerySchema>;

/** A post held: a shift of the period with the guard's clocked times (null when not clocked). */
export const ClientPostSchema = z.object({
  shiftId: z.string(),
  /** First name and initial: 'Jean D.'; null for an open shift. */
  guard: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  clockInAt: z.string().nullable(),
  clockOutAt: z.string().nullable(),
  /** Minutes clocked within the shift (0 when not clocked). */
  minutes: z.number(),
});

export const ClientHoursSchema = z.object({
  /** Minutes delivered per Paris calendar day of the period (every day listed, 0 included). */
  days: z.array(z.object({ date: z.string(), minutes: z.number() })),
  /** Per ISO week (its Monday) meeting the period. */
  weeks: z.array(z.object({ weekStart: z.string(), minutes: z.number() })),
  totalMinutes: z.number(),
});

export const ClientIncidentSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(INCIDENT_TYPES),
  severity: z.number(),
  occurredAt: z.string(),
  status: z.enum(INCIDENT_STATUSES),
  resolution: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});

export const ClientLogbookEntrySchema = z.object({
  id: z.string(),
  type: z.enum(LOGBOOK_TYPES),
  text: z.string(),
  occurredAt: z.string(),
  /** 'Jean D.' for a guard or staff member; the client's own name for its requests. */
  author: z.string().nullable(),
  correctsId: z.string().nullable(),
});

export const ClientRoundSchema = z.object({
  id: z.string(),
  tourName: z.string(),
  scheduledAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  status: z.enum(ROUND_STATUSES),
  checkpoints: z.array(
    z.object({ name: z.string(), scannedAt: z.string().nullable(), flags: z.array(z.enum(SCAN_FLAGS)) }),
  ),
});

export const ClientRequestSchema = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: z.string(),
  author: z.string().nullable(),
});
export type ClientRequest = z.infer<typeof ClientRequestSchema>;

export const ClientActivitySchema = z.object({
  from: z.string(),
  to: z.string(),
  posts: z.array(ClientPostSchema),
  hours: ClientHoursSchema,
  incidents: z.array(ClientIncidentSchema),
  /** Entries of the types shown to the client, and the client's own requests; newest first. */
  logbook: z.array(ClientLogbookEntrySchema),
  rounds: z.array(ClientRoundSchema),
});
export type ClientActivity = z.infer<typeof ClientActivitySchema>;
export type ClientPost = z.infer<typeof ClientPostSchema>;
export type ClientIncident = z.infer<typeof ClientIncidentSchema>;
export type ClientLogbookEntry = z.infer<typeof ClientLogbookEntrySchema>;
export type ClientRound = z.infer<typeof ClientRoundSchema>;

/** POST /api/client/missions/{id}/requests. */
export const ClientRequestCreateSchema = strictBody({
  text: requiredText(CLIENT_REQUEST_TEXT_MAX, MSG.clientRequestTextRequired),
});
export type ClientRequestCreate = z.infer<typeof ClientRequestCreateSchema>;

/** The guard as a client sees them: 'Jean D.' (the last name's initial only). */
export function guardShortName(firstName: string | null, lastName: string | null): string | null {
  const first = firstName?.trim() ?? '';
  const initial = lastName?.trim().charAt(0).toUpperCase() ?? '';
  if (!first && !initial) return null;
  return [first, initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}
