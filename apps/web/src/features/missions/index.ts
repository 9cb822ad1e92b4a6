// What the panels the app puts on the mission page use of missions (docs/DECISIONS.md).
export { missionQueryOptions, useMission } from './api/get-mission.ts';
export type { MissionPanelProps } from './components/mission-panels.tsx';
// "Signaler une anomalie" at a checkpoint of a round (rounds-field): the guard's report and its photos.
export { useReportMissionIncident } from './api/report-incident.ts';
export { IncidentPhotosField, type PickedPhoto } from './components/incident-photos-field.tsx';
// The guard's position attached to a report or a main courante entry, when location is already allowed.
export { reportPosition } from './utils/report-position.ts';
