import { MSG } from '@secops/domain/messages';
import type { RouteObject } from 'react-router';
import { ConstructionScreen } from './construction-screen.tsx';

/** Screens under /agent (AGENT, LEAD), drawn inside the agent shell. */
export const agentRoutes: RouteObject[] = [
  { index: true, element: <ConstructionScreen title={MSG.agentTabMissions} /> },
  { path: 'missions/:id', element: <ConstructionScreen title={MSG.titleMissionDetail} /> },
  { path: 'profile', element: <ConstructionScreen title={MSG.agentTabProfile} /> },
  {
    path: 'gps',
    lazy: () =>
      import('../../features/gps/routes/agent-gps.tsx').then((m) => ({ Component: m.AgentGpsRoute })),
  },
  { path: 'attendance', element: <ConstructionScreen title={MSG.agentTabAttendance} /> },
];
