/**
 * The code of the agent shell and of 'Mes Missions', the screen a phone opens on. One place for both split points:
 * the router loads them when it matches /agent, and a page load on /agent asks for them at once, alongside the
 * application's code instead of after it.
 */
export const loadAgentLayout = () => import('../layouts/agent-layout.tsx');
export const loadMyMissions = () => import('../../features/field/routes/my-missions.tsx');
/**
 * 'Pointage', the tab an agent opens most: the shell loads its code once idle, so that the tap shows the page at
 * once instead of first adding a preload link for each of its modules (the tap's longest task).
 */
export const loadAttendance = () => import('../../features/attendance/routes/attendance-page.tsx');

/** /agent, with or without a trailing slash, as the router matches it. */
export const isFieldHomePath = (pathname: string): boolean => /^\/agent\/?$/.test(pathname);
