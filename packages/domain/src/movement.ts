import { formatMessage } from './format-message.ts';
import { haversineKm } from './geo.ts';
import * as MSG from './messages.ts';

/**
 * Implausible movement: positions can be forged from a web page (and a phone can be lent), which cannot be
 * prevented; an attendance whose positions jump is marked suspect so that it does not go unseen.
 */

/** Faster than this between two fixes of one agent is no journey a guard makes on duty. */
export const MAX_PLAUSIBLE_SPEED_KMH = 200;
/** A clock-in or clock-out farther than this from the agent's own fix of the minute before is suspect. */
export const CLOCK_FIX_MAX_KM = 1;
export const CLOCK_FIX_WINDOW_MS = 60_000;
/** Trackers stamp whole seconds: two fixes less than a second apart count as one second apart. */
export const MIN_INTERVAL_MS = 1000;
/** Reasons kept on one attendance at most: a forged stream must not grow a row without end. */
export const SUSPECT_REASONS_MAX = 20;

/** A position of an agent: where, how precise (metres, null when unknown), when (epoch ms), and whether on duty. */
export type Fix = { lat: number; lng: number; accuracy: number | null; at: number; onDuty: boolean };

const accuracyKm = (fix: Fix) => (fix.accuracy ?? 0) / 1000;

/** Kilometres as a report reads them: whole from 100 km, else one decimal (French comma, no trailing ,0). */
export function formatKm(km: number): string {
  const rounded = km >= 100 ? Math.round(km) : Math.round(km * 10) / 10;
  return String(rounded).replace('.', ',');
}

/** A duration in whole seconds under 2 minutes, then minutes under an hour, then hours and minutes. */
export function formatDuration(ms: number): string {
  const seconds = Math.ceil(Math.abs(ms) / 1000);
  if (seconds < 120) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}

const intervalMs = (a: Fix, b: Fix) => Math.max(Math.abs(b.at - a.at), MIN_INTERVAL_MS);

/**
 * Speed between two fixes in km/h: the distance less both accuracies (the agent may be anywhere within them) over
 * the time between them, at least MIN_INTERVAL_MS.
 */
export function movementSpeedKmh(a: Fix, b: Fix): number {
  const km = Math.max(0, haversineKm(a, b) - accuracyKm(a) - accuracyKm(b));
  return km / (intervalMs(a, b) / 3_600_000);
}

/**
 * The French reason when two consecutive fixes of one agent, both on duty, are more than MAX_PLAUSIBLE_SPEED_KMH
 * apart; null otherwise (an off-duty fix is never compared).
 */
export function implausibleMovement(previous: Fix, next: Fix): string | null {
  if (!previous.onDuty || !next.onDuty) return null;
  if (movementSpeedKmh(previous, next) <= MAX_PLAUSIBLE_SPEED_KMH) return null;
  return formatMessage(MSG.suspectMovement, {
    km: formatKm(haversineKm(previous, next)),
    duration: formatDuration(intervalMs(previous, next)),
  });
}

/**
 * The French reason when a clock-in (or clock-out) is more than CLOCK_FIX_MAX_KM from the agent's own fix taken
 * within the minute before it; null otherwise, or when there is no such fix.
 */
export function clockFixGap(previous: Fix | null, clock: Fix, kind: 'in' | 'out'): string | null {
  if (!previous || clock.at - previous.at > CLOCK_FIX_WINDOW_MS || previous.at > clock.at) return null;
  const km = haversineKm(previous, clock);
  if (km <= CLOCK_FIX_MAX_KM) return null;
  return formatMessage(kind === 'in' ? MSG.suspectClockIn : MSG.suspectClockOut, { km: formatKm(km) });
}

/** The reasons of a clock-in or clock-out against the agent's last fix: impossible speed, then distance. */
export function clockReasons(previous: Fix | null, clock: Fix, kind: 'in' | 'out'): string[] {
  const reasons = [previous && implausibleMovement(previous, clock), clockFixGap(previous, clock, kind)];
  return reasons.filter((reason): reason is string => reason !== null);
}
