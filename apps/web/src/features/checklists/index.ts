// What the mission page borrows from the check-lists: the mission's panel (docs/DECISIONS.md).
export { MissionChecklistPanel } from './components/mission-checklist-panel.tsx';
