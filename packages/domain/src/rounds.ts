import { z } from 'zod';
import { haversineKm, type LatLng } from './geo.ts';
import * as MSG from './messages.ts';
import { addCalendarDays, isCalendarDate, parisTimeOn, toParisDate } from './planning.ts';
import { CalendarDay } from './planning.schemas.ts';
import {
  ClientRequestIdSchema,
  IdSchema,
  isoDateTime,
  optionalText,
  requiredText,
  strictBody,
} from './validation.ts';

/**
 * Guard tours (rondes). A mission has checkpoints (pointeaux), each with a tag (QR code or NFC) carrying a secret
 * code; a tour lists checkpoints in order and a schedule; each scheduled time gives one round, started by a guard on
 * duty, whose scans are the proof of patrol.
 */
export const CHECKPOINT_KINDS = ['QR', 'NFC'] as const;
export type CheckpointKind = (typeof CHECKPOINT_KINDS)[number];
export const TOUR_ORDERS = ['STRICT', 'FREE'] as const;
export type TourOrder = (typeof TOUR_ORDERS)[number];
export const ROUND_STATUSES = [
  'IN_PROGRESS',
  'COMPLETE',
  'COMPLETE_WITH_FLAGS',
  'PARTIAL',
  'MISSED',
] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];
/** A scheduled round not started yet (its window open or to come): only in the day's list. */
export type ListedRoundStatus = RoundStatus | 'PLANNED';
export const SCAN_METHODS = ['QR', 'NFC', 'URL', 'MANUAL'] as const;
export type ScanMethod = (typeof SCAN_METHODS)[number];
export const SCAN_FLAGS = ['FAR', 'NO_FIX', 'MANUAL', 'OUT_OF_ORDER', 'LATE', 'TOO_FAST'] as const;
export type ScanFlag = (typeof SCAN_FLAGS)[number];

export const ROUND_STATUS_LABELS: Record<ListedRoundStatus, string> = {
  PLANNED: 'Prévue',
  IN_PROGRESS: 'En cours',
  COMPLETE: 'Complète',
  COMPLETE_WITH_FLAGS: 'Complète avec anomalies',
  PARTIAL: 'Incomplète',
  MISSED: 'Manquée',
};
export const SCAN_FLAG_LABELS: Record<ScanFlag, string> = {
  FAR: 'Loin du point',
  NO_FIX: 'Sans position',
  MANUAL: 'Passé à la main',
  OUT_OF_ORDER: 'Hors ordre',
  LATE: 'Hors fenêtre',
  TOO_FAST: 'Trop rapide',
};
export const SCAN_METHOD_LABELS: Record<ScanMethod, string> = {
  QR: 'QR code',
  NFC: 'NFC',
  URL: 'Lien du tag',
  MANUAL: 'À la main',
};
export const CHECKPOINT_KIND_LABELS: Record<CheckpointKind, string> = { QR: 'QR code', NFC: 'Tag NFC' };
export const TOUR_ORDER_LABELS: Record<TourOrder, string> = { STRICT: 'Ordre imposé', FREE: 'Ordre libre' };

/** The default time a guard has to start a round from its scheduled time. */
export const ROUND_WINDOW_DEFAULT_MINUTES = 45;
/** A scan farther than this from its checkpoint, or with a worse accuracy, is flagged FAR. */
export const SCAN_FAR_METRES = 100;
/** Faster than this between two checkpoints is not walking: TOO_FAST. */
export const WALKING_MAX_METRES_PER_SECOND = 3;
/** The rounds report covers at most this many days. */
export const ROUNDS_REPORT_MAX_DAYS = 31;
/** How far ahead the tours list gives each tour's scheduled rounds (the field area keeps them for offline use). */
export const TOUR_SLOTS_AHEAD_MS = 24 * 60 * 60 * 1000;

/** The page a checkpoint's tag opens: the phone's own camera app reads the QR code, an NFC tag holds it too. */
export const CHECKPOINT_PATH = '/t/';
export const checkpointUrl = (publicUrl: string, code: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${CHECKPOINT_PATH}${code}`;
/** A checkpoint code: 128 random bits in base64url (22 characters). */
export const CHECKPOINT_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** The code a scanned text carries: the code itself, or a URL ending in /t/{code}. */
export function codeFromScan(text: string): string | null {
  const trimmed = text.trim();
  if (CHECKPOINT_CODE_PATTERN.test(trimmed)) return trimmed;
  const match = /\/t\/([A-Za-z0-9_-]{22})(?:[?#].*)?$/.exec(trimmed);
  return match?.[1] ?? null;
}

const Latitude = z.number({ error: MSG.validation }).min(-90, MSG.validation).max(90, MSG.validation);
const Longitude = z.number({ error: MSG.validation }).min(-180, MSG.validation).max(180, MSG.validation);
const bothOrNeither = (v: { lat?: number | null; lng?: number | null }) =>
  (v.lat === undefined || v.lat === null) === (v.lng === undefined || v.lng === null);

export const CheckpointCreateSchema = strictBody({
  name: requiredText(120, MSG.checkpointNameRequired),
  instructions: optionalText(2000),
  lat: Latitude.nullable().optional(),
  lng: Longitude.nullable().optional(),
  kind: z.enum(CHECKPOINT_KINDS, { error: MSG.checkpointKindInvalid }),
}).refine(bothOrNeither, { message: MSG.checkpointPositionIncomplete, path: ['lng'] });
export type CheckpointCreate = z.infer<typeof CheckpointCreateSchema>;

export const CheckpointUpdateSchema = strictBody({
  name: requiredText(120, MSG.checkpointNameRequired).optional(),
  instructions: optionalText(2000),
  lat: Latitude.nullable().optional(),
  lng: Longitude.nullable().optional(),
  kind: z.enum(CHECKPOINT_KINDS, { error: MSG.checkpointKindInvalid }).optional(),
}).refine(bothOrNeither, { message: MSG.checkpointPositionIncomplete, path: ['lng'] });
export type CheckpointUpdate = z.infer<typeof CheckpointUpdateSchema>;

/** A checkpoint as staff see it: with its code and the URL its tag carries. */
export const CheckpointSchema = z.object({
  id: z.string(),
  missionId: z.string(),
  name: z.string(),
  instructions: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  kind: z.enum(CHECKPOINT_KINDS),
  code: z.string(),
  url: z.string(),
  codeHash: z.string(),
  createdAt: z.string(),
});
export type Checkpoint = z.infer<typeof CheckpointSchema>;

/** A checkpoint as a guard's phone keeps it: never the code, only its SHA-256 to match a scan offline. */
export const FieldCheckpointSchema = z.object({
  id: z.string(),
  name: z.string(),
  instructions: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  kind: z.enum(CHECKPOINT_KINDS),
  codeHash: z.string(),
});
export type FieldCheckpoint = z.infer<typeof FieldCheckpointSchema>;

/** GET /api/checkpoints/by-code/{code}: what the page /t/{code} shows. */
export const CheckpointByCodeSchema = FieldCheckpointSchema.extend({
  missionId: z.string(),
  missionTitle: z.string(),
});
export type CheckpointByCode = z.infer<typeof CheckpointByCodeSchema>;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const TimeOfDay = z.string({ error: MSG.tourTimeInvalid }).regex(HHMM, MSG.tourTimeInvalid);
const tourFields = {
  name: requiredText(120, MSG.tourNameRequired),
  checkpointIds: z
    .array(IdSchema, { error: MSG.tourCheckpointsRequired })
    .min(1, MSG.tourCheckpointsRequired)
    .max(100, MSG.validation)
    .refine((ids) => new Set(ids).size === ids.length, MSG.tourCheckpointsDuplicate),
  order: z.enum(TOUR_ORDERS, { error: MSG.tourOrderInvalid }),
  times: z
    .array(TimeOfDay, { error: MSG.tourTimeInvalid })
    .min(1, MSG.tourScheduleInvalid)
    .max(48)
    .nullable(),
  everyMinutes: z
    .number({ error: MSG.tourEveryInvalid })
    .int(MSG.tourEveryInvalid)
    .min(10, MSG.tourEveryInvalid)
    .max(720, MSG.tourEveryInvalid)
    .nullable(),
  from: TimeOfDay.nullable(),
  to: TimeOfDay.nullable(),
  windowMinutes: z
    .number({ error: MSG.tourWindowInvalid })
    .int(MSG.tourWindowInvalid)
    .min(5, MSG.tourWindowInvalid)
    .max(240, MSG.tourWindowInvalid),
};

/** A tour's schedule: fixed times of day, or every N minutes from one time to another (past midnight when to < from). */
export type TourSchedule = {
  times: string[] | null;
  everyMinutes: number | null;
  from: string | null;
  to: string | null;
};

/** True when a schedule names fixed times alone, or a frequency with its two bounds alone. */
export function isScheduleValid(s: Partial<TourSchedule>): boolean {
  const fixed = (s.times ?? null) !== null;
  const every = (s.everyMinutes ?? null) !== null || (s.from ?? null) !== null || (s.to ?? null) !== null;
  if (fixed === every) return false;
  return fixed || (s.everyMinutes != null && s.from != null && s.to != null && s.from !== s.to);
}

export const TourCreateSchema = strictBody({
  ...tourFields,
  times: tourFields.times.optional(),
  everyMinutes: tourFields.everyMinutes.optional(),
  from: tourFields.from.optional(),
  to: tourFields.to.optional(),
  windowMinutes: tourFields.windowMinutes.default(ROUND_WINDOW_DEFAULT_MINUTES),
}).refine(isScheduleValid, { message: MSG.tourScheduleInvalid, path: ['times'] });
export type TourCreate = z.infer<typeof TourCreateSchema>;
export type TourCreateInput = z.input<typeof TourCreateSchema>;

/** PATCH /api/tours/{id}: the fields given replace the tour's; the schedule that results is checked on the server. */
export const TourUpdateSchema = strictBody({
  name: tourFields.name.optional(),
  checkpointIds: tourFields.checkpointIds.optional(),
  order: tourFields.order.optional(),
  times: tourFields.times.optional(),
  everyMinutes: tourFields.everyMinutes.optional(),
  from: tourFields.from.optional(),
  to: tourFields.to.optional(),
  windowMinutes: tourFields.windowMinutes.optional(),
});
export type TourUpdate = z.infer<typeof TourUpdateSchema>;

/** A scheduled round of a tour: due while a shift of the mission is in progress at its time. */
export const TourSlotSchema = z.object({
  scheduledAt: z.string(),
  windowEndsAt: z.string(),
  roundId: z.string().nullable(),
  status: z.enum([...ROUND_STATUSES, 'PLANNED']),
});
export type TourSlot = z.infer<typeof TourSlotSchema>;

/**
 * GET /api/missions/{id}/tours (staff and the mission's guards): each tour with its checkpoints in order (as the field
 * keeps them) and its scheduled rounds from the start of the window open now to 24 h ahead.
 */
export const TourSchema = z.object({
  id: z.string(),
  missionId: z.string(),
  name: z.string(),
  order: z.enum(TOUR_ORDERS),
  checkpointIds: z.array(z.string()),
  checkpoints: z.array(FieldCheckpointSchema),
  times: z.array(z.string()).nullable(),
  everyMinutes: z.number().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  windowMinutes: z.number(),
  slots: z.array(TourSlotSchema),
});
export type Tour = z.infer<typeof TourSchema>;

/** POST /api/tours/{id}/rounds: `startedAt` is the phone's time (kept like every offline action's). */
export const RoundStartSchema = strictBody({
  clientRequestId: ClientRequestIdSchema,
  startedAt: isoDateTime(),
});
export type RoundStart = z.infer<typeof RoundStartSchema>;

/** POST /api/rounds/{id}/scans: a code read by camera, NFC or the tag's URL; or a checkpoint passed by hand with a reason. */
export const ScanCreateSchema = strictBody({
  code: z.string({ error: MSG.scanCodeRequired }).min(1, MSG.scanCodeRequired).max(200).optional(),
  checkpointId: IdSchema.optional(),
  reason: optionalText(500),
  scannedAt: isoDateTime(),
  lat: Latitude.optional(),
  lng: Longitude.optional(),
  accuracy: z
    .number({ error: MSG.validation })
    .min(0, MSG.validation)
    .max(100_000, MSG.validation)
    .optional(),
  method: z.enum(SCAN_METHODS, { error: MSG.validation }),
  clientRequestId: ClientRequestIdSchema,
})
  .refine(bothOrNeither, { message: MSG.checkpointPositionIncomplete, path: ['lng'] })
  .refine((v) => v.method === 'MANUAL' || v.code !== undefined, {
    message: MSG.scanCodeRequired,
    path: ['code'],
  })
  .refine((v) => v.method !== 'MANUAL' || v.checkpointId !== undefined, {
    message: MSG.scanManualNeedsCheckpoint,
    path: ['checkpointId'],
  })
  .refine((v) => v.method !== 'MANUAL' || (v.reason ?? null) !== null, {
    message: MSG.scanReasonRequired,
    path: ['reason'],
  });
export type ScanCreate = z.infer<typeof ScanCreateSchema>;

/** POST /api/rounds/{id}/finish: the phone's time of the end when it was queued offline. */
export const RoundFinishSchema = strictBody({ finishedAt: isoDateTime().optional() });

export const ScanSchema = z.object({
  id: z.string(),
  roundId: z.string(),
  checkpointId: z.string(),
  checkpointName: z.string(),
  /** The time of the scan (the phone's when kept). */
  scannedAt: z.string(),
  recordedAt: z.string(),
  /** The phone's time when it was not kept (too old, or ahead of the server's clock). */
  declaredAt: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  accuracy: z.number().nullable(),
  method: z.enum(SCAN_METHODS),
  reason: z.string().nullable(),
  flags: z.array(z.enum(SCAN_FLAGS)),
  incidentIds: z.array(z.string()),
});
export type Scan = z.infer<typeof ScanSchema>;

export const RoundSchema = z.object({
  /** null for a round still to come (PLANNED) in the day's list. */
  id: z.string().nullable(),
  tourId: z.string(),
  tourName: z.string(),
  missionId: z.string(),
  order: z.enum(TOUR_ORDERS),
  scheduledAt: z.string(),
  windowEndsAt: z.string(),
  status: z.enum([...ROUND_STATUSES, 'PLANNED']),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  agent: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  /** The round's checkpoints in the tour's order when it was started (or missed). */
  checkpoints: z.array(
    z.object({ id: z.string(), name: z.string(), lat: z.number().nullable(), lng: z.number().nullable() }),
  ),
  scans: z.array(ScanSchema),
  missingCheckpointIds: z.array(z.string()),
});
export type Round = z.infer<typeof RoundSchema>;

export const RoundsDayQuerySchema = z.object({ date: CalendarDay });
export const RoundsPdfQuerySchema = z.object({ from: CalendarDay, to: CalendarDay }).refine(
  // A day that is not a date has its own message already: the period is not read then.
  (q) =>
    !isCalendarDate(q.from) ||
    !isCalendarDate(q.to) ||
    (q.from <= q.to && addCalendarDays(q.from, ROUNDS_REPORT_MAX_DAYS - 1) >= q.to),
  MSG.roundsPeriodInvalid,
);

const MINUTE_MS = 60_000;

/**
 * The scheduled times of a tour in [from, to), in order. Fixed times fall on each Paris calendar day; a frequency
 * runs from `from` to `to` (both included) and on into the next day when `to` is before `from`.
 */
export function tourSlots(schedule: TourSchedule, from: Date, to: Date): Date[] {
  const instants = new Set<number>();
  const last = toParisDate(to);
  for (let day = addCalendarDays(toParisDate(from), -1); day <= last; day = addCalendarDays(day, 1)) {
    for (const at of daySlots(schedule, day)) {
      if (at >= from.getTime() && at < to.getTime()) instants.add(at);
    }
  }
  return [...instants].sort((a, b) => a - b).map((ms) => new Date(ms));
}

function daySlots(schedule: TourSchedule, day: string): number[] {
  if (schedule.times) return schedule.times.map((time) => parisTimeOn(day, time).getTime());
  if (!schedule.everyMinutes || !schedule.from || !schedule.to) return [];
  const start = parisTimeOn(day, schedule.from).getTime();
  const end = parisTimeOn(schedule.to < schedule.from ? addCalendarDays(day, 1) : day, schedule.to).getTime();
  const slots: number[] = [];
  for (let at = start; at <= end; at += schedule.everyMinutes * MINUTE_MS) slots.push(at);
  return slots;
}

export const windowEnd = (scheduledAt: Date, windowMinutes: number): Date =>
  new Date(scheduledAt.getTime() + windowMinutes * MINUTE_MS);

/** A checkpoint as the flags need it. */
export type FlagCheckpoint = { id: string; lat: number | null; lng: number | null };
export type FlagScan = {
  checkpointId: string;
  scannedAt: Date;
  lat: number | null;
  lng: number | null;
};

export type ScanFlagInput = {
  method: ScanMethod;
  scannedAt: Date;
  lat: number | null;
  lng: number | null;
  accuracy: number | null;
  checkpoint: FlagCheckpoint;
  round: { order: TourOrder; checkpointIds: string[]; scheduledAt: Date; windowEndsAt: Date };
  /** The round's scans already recorded. */
  earlier: FlagScan[];
  /** The round's checkpoints by id (their positions, for TOO_FAST). */
  checkpoints: ReadonlyMap<string, FlagCheckpoint>;
};

const positionOf = (p: { lat: number | null; lng: number | null }): LatLng | null =>
  p.lat === null || p.lng === null ? null : { lat: p.lat, lng: p.lng };

/** The flags of a scan: what makes it weaker proof than a tag read in place, in time and in order. */
export function scanFlags(input: ScanFlagInput): ScanFlag[] {
  const flags: ScanFlag[] = [];
  const place = positionOf(input.checkpoint);
  const fix = positionOf(input);
  if (place && !fix) flags.push('NO_FIX');
  if (place && fix) {
    const metres = haversineKm(place, fix) * 1000;
    if (metres > SCAN_FAR_METRES || (input.accuracy ?? 0) > SCAN_FAR_METRES) flags.push('FAR');
  }
  if (input.method === 'MANUAL') flags.push('MANUAL');
  if (input.round.order === 'STRICT') {
    const done = new Set(input.earlier.map((scan) => scan.checkpointId));
    const next = input.round.checkpointIds.find((id) => !done.has(id));
    if (next !== undefined && next !== input.checkpoint.id) flags.push('OUT_OF_ORDER');
  }
  const at = input.scannedAt.getTime();
  if (at < input.round.scheduledAt.getTime() || at >= input.round.windowEndsAt.getTime()) flags.push('LATE');
  if (isTooFast(input)) flags.push('TOO_FAST');
  return flags;
}

/** Faster than walking from the scan just before (in time): the checkpoints' places, else the scans' positions. */
function isTooFast(input: ScanFlagInput): boolean {
  const at = input.scannedAt.getTime();
  const before = input.earlier
    .filter((scan) => scan.scannedAt.getTime() <= at && scan.checkpointId !== input.checkpoint.id)
    .sort((a, b) => b.scannedAt.getTime() - a.scannedAt.getTime())[0];
  if (!before) return false;
  const previousPlace = positionOf(input.checkpoints.get(before.checkpointId) ?? before);
  const place = positionOf(input.checkpoint);
  const [a, b] = previousPlace && place ? [previousPlace, place] : [positionOf(before), positionOf(input)];
  if (!a || !b) return false;
  const metres = haversineKm(a, b) * 1000;
  const seconds = (at - before.scannedAt.getTime()) / 1000;
  if (metres === 0) return false;
  return seconds <= 0 || metres / seconds > WALKING_MAX_METRES_PER_SECOND;
}

/** The status of a round that ended: every checkpoint scanned (with or without flags), or some missed. */
export function endedRoundStatus(
  checkpointIds: readonly string[],
  scans: readonly { checkpointId: string; flags: readonly string[] }[],
): Exclude<RoundStatus, 'IN_PROGRESS' | 'MISSED'> {
  const scanned = new Set(scans.map((scan) => scan.checkpointId));
  if (checkpointIds.some((id) => !scanned.has(id))) return 'PARTIAL';
  return scans.some((scan) => scan.flags.length > 0) ? 'COMPLETE_WITH_FLAGS' : 'COMPLETE';
}

/** The checkpoints of a round not scanned yet, in the round's order. */
export const missingCheckpoints = (
  checkpointIds: readonly string[],
  scans: readonly { checkpointId: string }[],
): string[] => {
  const scanned = new Set(scans.map((scan) => scan.checkpointId));
  return checkpointIds.filter((id) => !scanned.has(id));
};
