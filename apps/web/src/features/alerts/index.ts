// What the app shell and other screens use of the alerts feature (its page, feed and live listener load lazily).
export { useOpenAlerts } from './api/get-alerts.ts';
export { OpenAlertsBadge } from './components/open-alerts-badge.tsx';
export { formatAlertSince } from './utils/alert-duration.ts';
