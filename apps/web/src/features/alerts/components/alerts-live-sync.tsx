import { useLiveAlerts } from '../hooks/use-live-alerts.ts';

/** Listens to the alerts of the /gps socket for the whole staff shell (the badge, the feed, the map, the page). */
export function AlertsLiveSync() {
  useLiveAlerts();
  return null;
}
