import { z } from 'zod';
import * as MSG from './messages.ts';
import {
  ClientRequestIdSchema,
  IdSchema,
  isoDateTime,
  pageQuery,
  requiredText,
  strictBody,
} from './validation.ts';

/**
 * The main courante: the dated log of everything that happens on a mission's post. Guards and staff write the manual
 * entries; the server writes the automatic ones in the same transaction as what they record. Nothing is edited or
 * deleted: a mistake is corrected by a new entry that points to it.
 */
export const LOGBOOK_MANUAL_TYPES = [
  'OBSERVATION',
  'PATROL',
  'VISITOR',
  'DELIVERY',
  'INSTRUCTION',
  'HANDOVER',
  'OTHER',
] as const;
export type LogbookManualType = (typeof LOGBOOK_MANUAL_TYPES)[number];

export const LOGBOOK_AUTO_TYPES = [
  'ATTENDANCE_START',
  'ATTENDANCE_END',
  'ATTENDANCE_RESUME',
  'SOS_RAISED',
  'SOS_ACKNOWLEDGED',
  'SOS_CLOSED',
  'INCIDENT_REPORTED',
  'INCIDENT_STATUS',
  'TASK_DONE',
  'POSITION_LOST',
  'POSITION_BACK',
  'PERIMETER_LEFT',
  'PERIMETER_BACK',
  'ALERT_RAISED',
  'ALERT_RESOLVED',
  'ROUND_DONE',
  'ROUND_PARTIAL',
  'ROUND_MISSED',
] as const;
export type LogbookAutoType = (typeof LOGBOOK_AUTO_TYPES)[number];

/** Written by a client's account from its portal: 'Demande du client', seen by staff in the log and as an alert. */
export const LOGBOOK_CLIENT_TYPES = ['CLIENT_REQUEST'] as const;

export const LOGBOOK_TYPES = [...LOGBOOK_MANUAL_TYPES, ...LOGBOOK_AUTO_TYPES, ...LOGBOOK_CLIENT_TYPES] as const;
export type LogbookType = (typeof LOGBOOK_TYPES)[number];
export const LOGBOOK_SOURCES = ['AUTO', 'MANUAL', 'CLIENT'] as const;
export type LogbookSource = (typeof LOGBOOK_SOURCES)[number];

/**
 * The entry types staff may show a mission's client (mission settings): what guards write and the rounds' outcome.
 * Other automatic entries name guards in full and tell internal matters; the client's own requests are always theirs.
 */
export const CLIENT_SELECTABLE_LOGBOOK_TYPES = [
  ...LOGBOOK_MANUAL_TYPES,
  'ROUND_DONE',
  'ROUND_PARTIAL',
  'ROUND_MISSED',
] as const satisfies readonly LogbookType[];
export type ClientSelectableLogbookType = (typeof CLIENT_SELECTABLE_LOGBOOK_TYPES)[number];
/** Shown to a mission's client until staff choose otherwise. */
export const DEFAULT_CLIENT_LOGBOOK_TYPES: readonly ClientSelectableLogbookType[] = [
  'OBSERVATION',
  'PATROL',
  'VISITOR',
  'DELIVERY',
];

export const LOGBOOK_TYPE_LABELS: Record<LogbookType, string> = {
  OBSERVATION: 'Observation',
  PATROL: 'Passage / Ronde',
  VISITOR: 'Visiteur',
  DELIVERY: 'Livraison',
  INSTRUCTION: 'Consigne',
  HANDOVER: 'Relève',
  OTHER: 'Autre',
  ATTENDANCE_START: 'Prise de poste',
  ATTENDANCE_END: 'Fin de poste',
  ATTENDANCE_RESUME: 'Reprise de poste',
  SOS_RAISED: 'SOS déclenché',
  SOS_ACKNOWLEDGED: 'SOS pris en charge',
  SOS_CLOSED: 'SOS clos',
  INCIDENT_REPORTED: 'Incident signalé',
  INCIDENT_STATUS: "Suivi d'incident",
  TASK_DONE: 'Tâche effectuée',
  POSITION_LOST: 'Position perdue',
  POSITION_BACK: 'Position retrouvée',
  PERIMETER_LEFT: 'Sortie du périmètre',
  PERIMETER_BACK: 'Retour dans le périmètre',
  ALERT_RAISED: 'Alerte',
  ALERT_RESOLVED: 'Alerte résolue',
  ROUND_DONE: 'Ronde effectuée',
  ROUND_PARTIAL: 'Ronde incomplète',
  ROUND_MISSED: 'Ronde manquée',
  CLIENT_REQUEST: 'Demande du client',
};

export const isManualLogbookType = (type: string): type is LogbookManualType =>
  (LOGBOOK_MANUAL_TYPES as readonly string[]).includes(type);

export const LOGBOOK_TEXT_MAX = 5000;
export const LOGBOOK_PHOTOS_MAX = 5;
/** An entry may tell of something that happened at most this long before it was written. */
export const LOGBOOK_OCCURRED_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Entries older than this many years may be purged (Paramètres); until then nothing touches them. */
export const LOGBOOK_RETENTION_YEARS_DEFAULT = 5;

const Latitude = z.number({ error: MSG.validation }).min(-90, MSG.validation).max(90, MSG.validation);
const Longitude = z.number({ error: MSG.validation }).min(-180, MSG.validation).max(180, MSG.validation);

/**
 * POST /api/missions/{id}/logbook. `writtenAt` is the time a guard's phone wrote the entry (queued offline); the
 * server keeps it like any offline action's time (at most a day old, five minutes ahead). `occurredAt` defaults to
 * the time written and goes back at most 24 h from it.
 */
export const LogbookEntryCreateSchema = strictBody({
  type: z.enum(LOGBOOK_MANUAL_TYPES, { error: MSG.logbookTypeInvalid }),
  text: requiredText(LOGBOOK_TEXT_MAX, MSG.logbookTextRequired),
  occurredAt: isoDateTime().optional(),
  writtenAt: isoDateTime().optional(),
  photoIds: z.array(IdSchema).max(LOGBOOK_PHOTOS_MAX, MSG.logbookPhotosTooMany).optional(),
  lat: Latitude.optional(),
  lng: Longitude.optional(),
  accuracy: z
    .number({ error: MSG.validation })
    .min(0, MSG.validation)
    .max(100_000, MSG.validation)
    .optional(),
  correctsId: IdSchema.optional(),
  clientRequestId: ClientRequestIdSchema.optional(),
}).refine((v) => (v.lat === undefined) === (v.lng === undefined), {
  message: MSG.logbookPositionIncomplete,
  path: ['lng'],
});
export type LogbookEntryCreate = z.infer<typeof LogbookEntryCreateSchema>;
export type LogbookEntryCreateInput = z.input<typeof LogbookEntryCreateSchema>;

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalTime = z.preprocess(emptyToUndefined, isoDateTime(MSG.logbookPeriodInvalid).optional());

/** GET /api/missions/{id}/logbook: newest first; `from`/`to` bound the time it happened (both included). */
export const LogbookListQuerySchema = z.object({
  from: optionalTime,
  to: optionalTime,
  type: z.preprocess(emptyToUndefined, z.enum(LOGBOOK_TYPES, { error: MSG.validation }).optional()),
  ...pageQuery,
});
export type LogbookListQuery = z.infer<typeof LogbookListQuerySchema>;

/** GET /api/logbook (staff, every mission): the same filters, and the mission and author. */
export const LogbookSearchQuerySchema = LogbookListQuerySchema.extend({
  missionId: z.preprocess(emptyToUndefined, IdSchema.optional()),
  authorId: z.preprocess(emptyToUndefined, IdSchema.optional()),
});
export type LogbookSearchQuery = z.infer<typeof LogbookSearchQuerySchema>;

/** GET /api/missions/{id}/logbook.pdf: the period printed (the last 24 h when absent). */
export const LogbookPdfQuerySchema = z.object({ from: optionalTime, to: optionalTime });

export const LogbookEntrySchema = z.object({
  id: z.string(),
  missionId: z.string(),
  missionTitle: z.string(),
  type: z.enum(LOGBOOK_TYPES),
  source: z.enum(LOGBOOK_SOURCES),
  text: z.string(),
  /** When it happened. */
  occurredAt: z.string(),
  /** When it was written (on the phone for an entry queued offline). */
  writtenAt: z.string(),
  /** When the server recorded it. */
  recordedAt: z.string(),
  /** The phone's time when it was not kept (too old, or ahead of the server's clock). */
  declaredAt: z.string().nullable(),
  author: z.object({ userId: z.string(), name: z.string() }).nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  accuracy: z.number().nullable(),
  correctsId: z.string().nullable(),
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
});
export type LogbookEntry = z.infer<typeof LogbookEntrySchema>;

/** A field photo as sent by the phone (resized there to 1,600 px at most); checked by content. */
export const FIELD_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const FIELD_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export const PhotoCreatedSchema = z.object({ id: z.string() });
