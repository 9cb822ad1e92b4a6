import { z } from 'zod';
import * as MSG from './messages.ts';
import { IdSchema, isoDateTime, PAGE_MAX_LIMIT, strictBody } from './validation.ts';

/** Position history is kept this many days by default (GPS_RETENTION_DAYS), then purged. */
export const GPS_RETENTION_DAYS_DEFAULT = 30;

const coordinate = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message);
const optionalMeasure = (max: number, message: string) =>
  z.number({ error: message }).min(0, message).max(max, message).nullable().optional();

/**
 * A position sent by a field agent (socket position:update or POST /api/gps/position). agentId is optional and,
 * when given, must be the signed-in agent's own; accuracy is in metres, speed in m/s, heading in degrees.
 * A position taken offline and sent later carries `recordedAt` (when the phone took it) and the phone's
 * `clientRequestId`; the position's idempotency key is (agent, recordedAt), so sending it again stores nothing more.
 */
export const PositionUpdateSchema = strictBody({
  agentId: IdSchema.optional(),
  missionId: IdSchema,
  lat: coordinate(-90, 90, MSG.latitudeInvalid),
  lng: coordinate(-180, 180, MSG.longitudeInvalid),
  accuracy: z
    .number({ error: MSG.gpsAccuracyInvalid })
    .min(0, MSG.gpsAccuracyInvalid)
    .max(100_000, MSG.gpsAccuracyInvalid),
  speed: optionalMeasure(1000, MSG.gpsSpeedInvalid),
  heading: optionalMeasure(360, MSG.gpsHeadingInvalid),
  recordedAt: isoDateTime(MSG.gpsRecordedAtInvalid).optional(),
  clientRequestId: z
    .string({ error: MSG.gpsClientRequestIdInvalid })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, MSG.gpsClientRequestIdInvalid)
    .optional(),
});
export type PositionUpdate = z.input<typeof PositionUpdateSchema>;

/** A live position as the admin map shows it (GET /api/gps/positions and the position:updated event). */
export const LivePositionSchema = z.object({
  agentId: z.string(),
  missionId: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  accuracy: z.number().nullable(),
  speed: z.number().nullable(),
  heading: z.number().nullable(),
  /** Battery level in percent, sent by a native tracker; null from the web app. */
  battery: z.number().nullable(),
  timestamp: z.string(),
  agent: z.object({
    firstName: z.string(),
    lastName: z.string(),
    photo: z.string().nullable(),
    matricule: z.string(),
  }),
  mission: z.object({ title: z.string() }).nullable(),
  /**
   * GET /api/gps/positions only: the native tracker's last heartbeat (a request without coordinates) when newer than
   * this position, with the battery it told; null otherwise.
   */
  lastContact: z.object({ at: z.string(), battery: z.number().nullable() }).nullable().optional(),
});
export type LivePosition = z.infer<typeof LivePositionSchema>;

/** Staff subscription on the /gps socket: one mission, or every mission ('all' or no id). */
export const GpsSubscriptionSchema = strictBody({
  missionId: z.union([IdSchema, z.literal('all')], { error: MSG.idInvalid }).optional(),
}).optional();
export type GpsSubscription = z.input<typeof GpsSubscriptionSchema>;

export const GPS_POSITIONS_DEFAULT_LIMIT = 1000;

/** GET /api/gps/positions: latest position per agent, optionally of one mission or since a time. */
export const GpsPositionsQuerySchema = strictBody({
  missionId: IdSchema.optional(),
  since: isoDateTime().optional(),
  limit: z.coerce
    .number({ error: MSG.paginationInvalid })
    .int(MSG.paginationInvalid)
    .min(1, MSG.paginationInvalid)
    .max(PAGE_MAX_LIMIT, MSG.paginationInvalid)
    .default(GPS_POSITIONS_DEFAULT_LIMIT),
  offset: z.coerce
    .number({ error: MSG.paginationInvalid })
    .int(MSG.paginationInvalid)
    .min(0, MSG.paginationInvalid)
    .default(0),
});
export type GpsPositionsQuery = z.infer<typeof GpsPositionsQuerySchema>;

export const FRESHNESS_LEVELS = ['online', 'recent', 'warning', 'offline'] as const;
export type Freshness = (typeof FRESHNESS_LEVELS)[number];

/** Age limits of each level, in milliseconds: under 1 min online, under 2 min recent, under 4 min warning. */
export const FRESHNESS_THRESHOLDS_MS = { online: 60_000, recent: 120_000, warning: 240_000 } as const;

export const FRESHNESS_COLORS: Record<Freshness, 'green' | 'blue' | 'orange' | 'red'> = {
  online: 'green',
  recent: 'blue',
  warning: 'orange',
  offline: 'red',
};

/** An agent's freshness from the age of their last position; 4 minutes or more (or a bad date) is offline. */
export function positionFreshness(timestamp: string | Date, now: Date = new Date()): Freshness {
  const age = now.getTime() - new Date(timestamp).getTime();
  if (Number.isNaN(age)) return 'offline';
  if (age < FRESHNESS_THRESHOLDS_MS.online) return 'online';
  if (age < FRESHNESS_THRESHOLDS_MS.recent) return 'recent';
  if (age < FRESHNESS_THRESHOLDS_MS.warning) return 'warning';
  return 'offline';
}

/** GET /api/gps/privacy: how long the position history is kept (GPS_RETENTION_DAYS), for the field app to say. */
export const GpsPrivacySchema = z.object({ retentionDays: z.number().int() });
export type GpsPrivacy = z.infer<typeof GpsPrivacySchema>;

/** The map's background: a tile server (MAP_TILE_URL) and the credit it asks for (MAP_TILE_ATTRIBUTION). */
export const MapSettingsSchema = z.object({ tileUrl: z.string(), attribution: z.string() });
export type MapSettings = z.infer<typeof MapSettingsSchema>;

export const MAP_SETTINGS_DEFAULT: MapSettings = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

/** A tile URL template must name the tile's zoom and position: {z}, {x} and {y}. */
export function isTileUrlTemplate(url: string): boolean {
  return /^https?:\/\//.test(url) && ['{z}', '{x}', '{y}'].every((part) => url.includes(part));
}
