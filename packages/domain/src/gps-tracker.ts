import { z } from 'zod';
import * as MSG from './messages.ts';
import { IdSchema, isDateInRange, strictBody } from './validation.ts';

/**
 * Native trackers: the open-source Traccar Client app sends positions with the OsmAnd protocol, identified by a
 * device token the agent creates in the app (shown once, only its hash is kept).
 */

/** Active tokens an agent may hold at once (one per phone, with room for a replacement). */
export const DEVICE_TOKENS_MAX_ACTIVE = 5;

/** Where Traccar Client sends positions, under the app's origin. */
export const TRACKER_PATH = '/api/gps/osmand';

/** The address typed (or scanned) in Traccar Client: the server URL, and the one Traccar Client's QR reader takes. */
export const trackerServerUrl = (origin: string): string => `${origin}${TRACKER_PATH}`;
export const trackerSetupUrl = (origin: string, token: string): string =>
  `${trackerServerUrl(origin)}?id=${encodeURIComponent(token)}`;

/** A token as its owner and staff see it: never the secret. */
export const DeviceTokenSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type DeviceToken = z.infer<typeof DeviceTokenSchema>;

/** POST /api/gps/device-tokens: the secret, this once. */
export const CreatedDeviceTokenSchema = z.object({
  id: z.string(),
  token: z.string(),
  createdAt: z.string(),
});
export type CreatedDeviceToken = z.infer<typeof CreatedDeviceTokenSchema>;

/** GET /api/gps/device-tokens: a field user's own; staff name the agent. */
export const DeviceTokensQuerySchema = strictBody({ agentId: IdSchema.optional() });

/** A position as a tracker sent it, once read: speed in m/s, heading in degrees, battery in percent. */
export type TrackerFix = {
  token: string;
  lat: number;
  lng: number;
  accuracy: number | null;
  speed: number | null;
  heading: number | null;
  battery: number | null;
  /** When the phone took it; null when the tracker did not say (the server's time is used). */
  recordedAt: Date | null;
};
/** A request without coordinates (a heartbeat, or cell towers and wifi only): the tracker is alive, nothing more. */
export type TrackerHeartbeat = { battery: number | null; recordedAt: Date | null };
/**
 * A tracker's request once read: its positions (several when it sends a batch), or a heartbeat; `sos` when it
 * carries Traccar Client's SOS alarm.
 */
export type TrackerRequest = { token: string; sos: boolean } & (
  { kind: 'fixes'; fixes: TrackerFix[] } | { kind: 'heartbeat'; heartbeat: TrackerHeartbeat }
);
export type TrackerRead = ({ ok: true } & TrackerRequest) | { ok: false; message: string };

const KNOTS_TO_MPS = 1852 / 3600;
// Traccar's own rule: a number below 2^31 is in seconds, a larger one in milliseconds.
const SECONDS_LIMIT = 2 ** 31 - 1;
const ISO_LIKE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A tracker's time: unix seconds, milliseconds, or an ISO date (UTC when it names no zone); null if unreadable or
 * outside the supported years (1900 to 2199), which no phone sends and no date column holds.
 */
export function parseTrackerTime(value: unknown): Date | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  let ms = Number.NaN;
  if (/^\d+(\.\d+)?$/.test(text)) {
    const n = Number(text);
    ms = n < SECONDS_LIMIT ? n * 1000 : n;
  } else if (ISO_LIKE.test(text)) {
    const iso = text.replace(' ', 'T');
    ms = Date.parse(/(Z|[+-]\d{2}:?\d{2})$/i.test(iso) ? iso : `${iso}Z`);
  }
  return Number.isFinite(ms) && isDateInRange(ms) ? new Date(ms) : null;
}

const numberOf = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};
/** Optional measures: trackers send -1 (or nothing) when they do not know; out of range reads as unknown too. */
const within = (value: number | null, max: number): number | null =>
  value !== null && value >= 0 && value <= max ? value : null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of either format, before checks: OsmAnd's flat parameters or Traccar Client's JSON `location`. */
type RawFix = Record<'token' | 'lat' | 'lng' | 'accuracy' | 'heading' | 'time', unknown> & {
  sos: boolean;
  speedMps: number | null;
  battery: number | null;
};

const isSos = (value: unknown): boolean => typeof value === 'string' && value.trim().toLowerCase() === 'sos';

function fromParams(p: Record<string, unknown>): RawFix {
  const knots = numberOf(p.speed);
  // `location=lat,lon` stands for lat and lon (Traccar's decoder takes both).
  const [locLat, locLng] = typeof p.location === 'string' ? p.location.split(',') : [];
  return {
    token: p.id ?? p.deviceid,
    sos: isSos(p.alarm),
    lat: p.lat ?? locLat,
    lng: p.lon ?? locLng,
    accuracy: p.accuracy,
    heading: p.bearing ?? p.heading,
    time: p.timestamp,
    speedMps: knots === null ? null : knots * KNOTS_TO_MPS,
    battery: numberOf(p.batt),
  };
}

function fromJson(body: Record<string, unknown>, location: Record<string, unknown>, id: unknown): RawFix {
  const coords = isRecord(location.coords) ? location.coords : {};
  const level = isRecord(location.battery) ? numberOf(location.battery.level) : null;
  const extras = isRecord(location.extras) ? location.extras : {};
  return {
    token: id ?? body.device_id,
    sos: [body.alarm, location.alarm, extras.alarm, location.event].some(isSos),
    lat: coords.latitude,
    lng: coords.longitude,
    accuracy: coords.accuracy,
    heading: coords.heading,
    time: location.timestamp,
    speedMps: numberOf(coords.speed),
    battery: level === null || level < 0 ? null : level * 100,
  };
}

const absent = (value: unknown) => value === undefined || value === null || value === '';

/** The fixes of a request: OsmAnd's parameters, or each location of Traccar Client's JSON (one, or a batch). */
function rawFixesOf(query: Record<string, unknown>, body: unknown): RawFix[] {
  const queryId = query.id ?? query.deviceid;
  const bodies = Array.isArray(body) ? body.filter(isRecord) : isRecord(body) ? [body] : [];
  const json = bodies.flatMap((b) =>
    (Array.isArray(b.location) ? b.location : [b.location])
      .filter(isRecord)
      .map((location) => fromJson(b, location, queryId)),
  );
  if (json.length > 0) return json;
  return [fromParams({ ...(isRecord(body) ? body : {}), ...query })];
}

type Checked = { fix: TrackerFix } | { heartbeat: TrackerHeartbeat } | { message: string };

function check(raw: RawFix, token: string): Checked {
  const hasTime = !absent(raw.time);
  const recordedAt = hasTime ? parseTrackerTime(raw.time) : null;
  if (hasTime && recordedAt === null) return { message: MSG.trackerTimestampInvalid };
  const battery = within(raw.battery, 100);
  if (absent(raw.lat) && absent(raw.lng)) return { heartbeat: { battery, recordedAt } };
  const lat = numberOf(raw.lat);
  if (lat === null || lat < -90 || lat > 90) return { message: MSG.latitudeInvalid };
  const lng = numberOf(raw.lng);
  if (lng === null || lng < -180 || lng > 180) return { message: MSG.longitudeInvalid };
  const accuracy = within(numberOf(raw.accuracy), 100_000);
  const speed = within(raw.speedMps, 1000);
  const heading = within(numberOf(raw.heading), 360);
  return { fix: { token, lat, lng, accuracy, speed, heading, battery, recordedAt } };
}

/**
 * Reads a tracker's request: the query string (OsmAnd: id, lat and lon or location=lat,lon, timestamp, accuracy,
 * speed in knots, bearing, batt in percent, alarm), else the same fields form-encoded in the body, or Traccar
 * Client's JSON body (device_id and a `location` with coords, timestamp, battery.level from 0 to 1 and an alarm in
 * alarm, extras.alarm or event; the body may also be an array of them, or `location` an array). The query's id wins
 * over the body's. A request without coordinates is a heartbeat; in a batch, locations without any are skipped.
 */
export function readTrackerRequest(query: Record<string, unknown>, body: unknown): TrackerRead {
  const raws = rawFixesOf(query, body);
  const first = raws[0]?.token;
  const token = typeof first === 'string' ? first.trim() : '';
  if (!token) return { ok: false, message: MSG.trackerIdMissing };
  const sos = raws.some((raw) => raw.sos);
  const fixes: TrackerFix[] = [];
  let heartbeat: TrackerHeartbeat = { battery: null, recordedAt: null };
  for (const raw of raws) {
    const checked = check(raw, token);
    if ('message' in checked) return { ok: false, message: checked.message };
    if ('fix' in checked) fixes.push(checked.fix);
    else heartbeat = checked.heartbeat;
  }
  return fixes.length > 0
    ? { ok: true, token, sos, kind: 'fixes', fixes }
    : { ok: true, token, sos, kind: 'heartbeat', heartbeat };
}
