import { isFieldHomePath, loadAgentLayout, loadMyMissions } from './app/routes/field-screens.ts';
import { isSignInPath } from './app/sign-in-path.ts';
import { isPlanningBoardPath, loadPlanningBoardEarly } from './app/routes/staff-screens.ts';
import { startMyMissionsEarly } from './features/field/index.ts';
import './index.css';

// A page load on /login shows the sign-in screen with React alone, and hands over to the application (router,
// server data) once the user signs in; every other address starts the application at once. The sign-in page is
// named by its own module, as the router's split points are (docs/DECISIONS.md).
if (isSignInPath(window.location.pathname)) {
  void Promise.all([import('./features/auth/routes/sign-in-page.tsx'), import('./app/root.tsx')]).then(
    ([page, root]) => page.startSignInPage({ render: root.render, loadApp: () => import('./app/app.tsx') }),
  );
} else {
  void import('./app/app.tsx').then((m) => m.startApp({ pageLoad: true }));
  // The phone's home screen: its data is asked for at once, and its code comes with the application's rather than
  // once the router has started. A failure is the router's to show, when it asks for the same modules.
  if (isFieldHomePath(window.location.pathname)) {
    startMyMissionsEarly();
    Promise.all([loadAgentLayout(), loadMyMissions()]).catch(() => undefined);
  }
  // The scheduling board likewise, from a module of its own: the page preloads it with the screen's code.
  if (isPlanningBoardPath(window.location.pathname)) {
    void loadPlanningBoardEarly().then(
      (m) => m.startPlanningBoardEarly(window.location.search),
      () => undefined,
    );
  }
}
