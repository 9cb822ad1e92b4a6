// What the agent shell uses of the field area besides its lazily loaded pages (docs/DECISIONS.md).
export { ShiftAlert } from './components/shift-alert.tsx';
