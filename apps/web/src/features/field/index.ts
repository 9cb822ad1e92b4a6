// What the agent shell and the application's start use of the field area besides its lazily loaded pages
// (docs/DECISIONS.md).
export { ShiftAlert } from './components/shift-alert.tsx';
export { prefetchMyMissions } from './api/prefetch-my-missions.ts';
export { startMyMissionsEarly } from './api/start-my-missions-early.ts';
export { myMissionsQueryOptions } from './api/get-my-missions.ts';
