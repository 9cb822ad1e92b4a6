// What the mission page borrows from planning: the shift panel and the refresh of its views (docs/DECISIONS.md).
export { refreshShiftViews } from './api/get-mission-shifts.ts';
export { ShiftPanel } from './components/shift-panel.tsx';
