import { z } from 'zod';
import { isCalendarDate } from './planning.ts';
import {
  DEFAULT_SEVERITY,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  SEVERITY_MAX,
  SEVERITY_MIN,
} from './incidents.ts';
import * as MSG from './messages.ts';
import {
  ClientRequestIdSchema,
  IdSchema,
  isoDateTime,
  pageQuery,
  requiredText,
  strictBody,
} from './validation.ts';

/** Clocks drift: an occurrence time a few minutes ahead of the server is still accepted. */

const IncidentTypeInputSchema = z.enum(INCIDENT_TYPES, { error: MSG.incidentTypeInvalid });
const IncidentStatusInputSchema = z.enum(INCIDENT_STATUSES, { error: MSG.incidentStatusInvalid });

/** An uploaded file's path on this server ("/api/…") or an http(s) address. */
const PhotoUrlSchema = z
  .string({ error: MSG.incidentPhotoUrlInvalid })
  .trim()
  .max(2000, MSG.incidentPhotoUrlInvalid)
  .refine(
    (v) => v === '' || /^\/(?!\/)\S*$/.test(v) || z.url({ protocol: /^https?$/ }).safeParse(v).success,
    MSG.incidentPhotoUrlInvalid,
  )
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

/**
 * POST /api/incidents. Severity is an integer from 1 to 5 (3 when absent). The reporter is decided by the server
 * for field users; staff may name one. The same `clientRequestId` again from the same user answers the incident
 * it made (a report queued offline and sent twice is recorded once).
 */
export const IncidentCreateSchema = strictBody({
  missionId: z.uuid({ error: MSG.incidentMissionRequired }),
  type: IncidentTypeInputSchema,
  severity: z
    .number({ error: MSG.incidentSeverityInvalid })
    .int(MSG.incidentSeverityInvalid)
    .min(SEVERITY_MIN, MSG.incidentSeverityInvalid)
    .max(SEVERITY_MAX, MSG.incidentSeverityInvalid)
    .default(DEFAULT_SEVERITY),
  title: requiredText(200, MSG.incidentTitleRequired),
  description: requiredText(5000, MSG.incidentDescriptionRequired),
  reporterId: IdSchema.nullable().optional(),
  /** When it happened: staff may date an incident in the past; a guard's offline report gives the time it was typed. */
  occurredAt: isoDateTime().optional(),
  photoUrl: PhotoUrlSchema,
  /** Photos uploaded first with POST /api/photos (at most 5). */
  photoIds: z.array(IdSchema).max(5, MSG.incidentPhotosMax).optional(),
  /** Where the reporter was when reporting. */
  lat: z.number({ error: MSG.validation }).min(-90, MSG.validation).max(90, MSG.validation).optional(),
  lng: z.number({ error: MSG.validation }).min(-180, MSG.validation).max(180, MSG.validation).optional(),
  accuracy: z
    .number({ error: MSG.validation })
    .min(0, MSG.validation)
    .max(100_000, MSG.validation)
    .optional(),
  clientRequestId: ClientRequestIdSchema.optional(),
  /** "Signaler une anomalie" at a checkpoint during a round: the incident is linked to both. */
  checkpointId: IdSchema.optional(),
  roundId: IdSchema.optional(),
});
export type IncidentCreate = z.infer<typeof IncidentCreateSchema>;
export type IncidentCreateInput = z.input<typeof IncidentCreateSchema>;

/**
 * PATCH /api/incidents/{id}: the status (along nextIncidentStatuses; Résolu needs a resolution, given now or before),
 * the resolution note, the staff member in charge (null: nobody). At least one of them.
 */
export const IncidentUpdateSchema = strictBody({
  status: IncidentStatusInputSchema.optional(),
  resolution: requiredText(5000, MSG.incidentResolutionRequired).optional(),
  assigneeId: IdSchema.nullable().optional(),
}).refine((v) => v.status !== undefined || v.resolution !== undefined || v.assigneeId !== undefined, {
  message: MSG.incidentUpdateEmpty,
});
export type IncidentUpdate = z.infer<typeof IncidentUpdateSchema>;

/** POST /api/incidents/{id}/notes */
export const IncidentNoteCreateSchema = strictBody({ text: requiredText(5000, MSG.incidentNoteRequired) });
export type IncidentNoteCreate = z.infer<typeof IncidentNoteCreateSchema>;

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const ListDay = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: MSG.incidentDateInvalid })
    .refine(isCalendarDate, { error: MSG.incidentDateInvalid })
    .optional(),
);

/** GET /api/incidents: mission, status, severity and occurrence days (Paris calendar days, both included). */
export const IncidentListQuerySchema = z.object({
  missionId: z.preprocess(emptyToUndefined, IdSchema.optional()),
  status: z.preprocess(emptyToUndefined, IncidentStatusInputSchema.optional()),
  severity: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: MSG.incidentSeverityInvalid })
      .int(MSG.incidentSeverityInvalid)
      .min(1, MSG.incidentSeverityInvalid)
      .max(5, MSG.incidentSeverityInvalid)
      .optional(),
  ),
  from: ListDay,
  to: ListDay,
  ...pageQuery,
});
export type IncidentListQuery = z.infer<typeof IncidentListQuerySchema>;

export const IncidentSchema = z.object({
  id: z.string(),
  type: z.enum(INCIDENT_TYPES),
  severity: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: z.enum(INCIDENT_STATUSES),
  missionId: z.string(),
  mission: z.object({ id: z.string(), title: z.string() }),
  reporterId: z.string().nullable(),
  reporter: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  occurredAt: z.string(),
  /** The time a guard's phone gave when it was not kept (the report is then dated on arrival): shown, flagged. */
  declaredAt: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** Photos taken with the report, served with the session to those who may see the incident. */
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  accuracy: z.number().nullable(),
  /** The staff member in charge. */
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  resolution: z.string().nullable(),
  createdAt: z.string(),
});
export type Incident = z.infer<typeof IncidentSchema>;

export const INCIDENT_TIMELINE_KINDS = ['REPORTED', 'NOTE', 'STATUS', 'ASSIGNED', 'RESOLUTION'] as const;
export type IncidentTimelineKind = (typeof INCIDENT_TIMELINE_KINDS)[number];

export const IncidentTimelineItemSchema = z.object({
  id: z.string(),
  kind: z.enum(INCIDENT_TIMELINE_KINDS),
  /** The note, the resolution, or the name of the person assigned. */
  text: z.string().nullable(),
  /** The status entered, for STATUS. */
  status: z.enum(INCIDENT_STATUSES).nullable(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  at: z.string(),
});
export type IncidentTimelineItem = z.infer<typeof IncidentTimelineItemSchema>;

/** GET /api/incidents/{id}: the incident with its timeline, oldest first. */
export const IncidentDetailSchema = IncidentSchema.extend({ timeline: z.array(IncidentTimelineItemSchema) });
export type IncidentDetail = z.infer<typeof IncidentDetailSchema>;
