import { formatMessage } from '@secops/domain/format-message';
import * as MSG from '@secops/domain/messages';

const MINUTE = 60_000;

/** How long an alert has lasted, the way a supervisor says it: 'depuis 12 min', 'depuis 1 h 5 min', 'depuis 2 j'. */
export function formatAlertSince(since: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / MINUTE));
  if (minutes < 1) return MSG.gpsAlertSinceNow;
  if (minutes < 60) return formatMessage(MSG.gpsAlertSinceMinutes, { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return formatMessage(MSG.gpsAlertSinceHours, { h: hours, m: minutes % 60 });
  return formatMessage(MSG.gpsAlertSinceDays, { n: Math.floor(hours / 24) });
}
