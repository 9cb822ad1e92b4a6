import { formatMessage } from '@secops/domain/format-message';
import * as MSG from '@secops/domain/messages';

const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A short duration the way a dispatcher says it: '12 min', '2 h 05', '1 j 03 h' (whole minutes, rounded down). */
export function formatShortDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${pad(minutes % 60)}`;
  return `${Math.floor(hours / 24)} j ${pad(hours % 24)} h`;
}

/** 'depuis 12 min' from the alert's start to now; under a minute, 'depuis moins d’1 min'. */
export function formatAlertSince(since: string, now: Date): string {
  const ms = now.getTime() - Date.parse(since);
  if (ms < MINUTE) return MSG.gpsAlertSinceNow;
  return formatMessage(MSG.alertSince, { duration: formatShortDuration(ms) });
}

/** How often the ages shown move on. */
export const ALERT_CLOCK_MS = 30_000;
