import type { Alert, AlertStatus } from '@secops/domain/alerts';
import type { AlertFilters } from '../api/get-alerts.ts';

const DAY_MS = 24 * 60 * 60_000;
const STATUS_ORDER: Record<AlertStatus, number> = { OPEN: 0, ACKNOWLEDGED: 1, RESOLVED: 2 };

/** The server's order: open first, then taken, then resolved; the newest raised first in each. */
export const compareAlerts = (a: Alert, b: Alert): number =>
  STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || Date.parse(b.raisedAt) - Date.parse(a.raisedAt);

/**
 * Whether a list with these filters holds the alert, as the server answers it: without a status, the open and taken
 * alerts and those resolved in the last 24 hours.
 */
export function alertMatches(alert: Alert, filters: AlertFilters, now: Date): boolean {
  if (filters.type && alert.type !== filters.type) return false;
  if (filters.missionId && alert.mission?.id !== filters.missionId) return false;
  if (filters.status) return alert.status === filters.status;
  if (alert.status !== 'RESOLVED') return true;
  return alert.resolvedAt !== null && now.getTime() - Date.parse(alert.resolvedAt) <= DAY_MS;
}

/**
 * The list with the alert's latest state: added, moved or taken out as the filters say, in the server's order. An
 * alert only moves forward (open, taken, resolved): a state older than the one held, arriving late, is ignored.
 */
export function upsertAlert(list: readonly Alert[], alert: Alert, filters: AlertFilters, now: Date): Alert[] {
  const held = list.find((item) => item.id === alert.id);
  if (held && STATUS_ORDER[held.status] > STATUS_ORDER[alert.status]) return [...list];
  const others = list.filter((item) => item.id !== alert.id);
  return (alertMatches(alert, filters, now) ? [...others, alert] : others).sort(compareAlerts);
}
