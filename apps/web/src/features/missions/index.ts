// What the panels the app puts on the mission page use of missions (docs/DECISIONS.md).
export { missionQueryOptions, useMission } from './api/get-mission.ts';
export type { MissionPanelProps } from './components/mission-panels.tsx';
