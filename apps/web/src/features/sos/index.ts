// What the app shell and other screens use of the SOS feature (its map layer is loaded lazily by app/routes).
export { useActiveSos } from './api/sos.ts';
export { AgentSos } from './components/agent-sos.tsx';
