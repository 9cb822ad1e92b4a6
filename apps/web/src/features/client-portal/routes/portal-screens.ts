// The portal's screens in one split point: they load together on the first visit to /client, and the route table
// (in the staff and field areas' first loads too) names one module for them rather than one per screen.
export { ClientAccountRoute } from './account-page.tsx';
export { ClientMissionRoute } from './mission-page.tsx';
export { ClientMissionsRoute } from './missions-page.tsx';
export { ClientReportsRoute } from './reports-page.tsx';
