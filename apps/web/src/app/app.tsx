import { FIELD_ROLES } from '@secops/domain/role-access';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useAuthStore } from '../features/auth/index.ts';
import { prefetchMyMissions } from '../features/field/index.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { render } from './root.tsx';
import { routes } from './router.tsx';
import { isFieldHomePath, loadAgentLayout, loadMyMissions } from './routes/field-screens.ts';
import { connectAuthSession } from './session.ts';

/**
 * Shows the whole application (router, server data, session) at the address the page has now: at page load, or
 * when the sign-in page hands over. Called once: the router it makes owns the history from then on.
 */
export function startApp({ pageLoad = false }: { pageLoad?: boolean } = {}): void {
  const queryClient = createQueryClient();
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  // Before the router exists, its guards send a signed-out visitor to /login anyway.
  connectAuthSession(queryClient, () => void router?.navigate('/login', { replace: true }));
  const draw = (started: NonNullable<typeof router>) =>
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={started} />
      </QueryClientProvider>,
    );
  const { user } = useAuthStore.getState();
  const onFieldHome = user && FIELD_ROLES.includes(user.role) && isFieldHomePath(window.location.pathname);
  // Mes Missions' data, asked for while its code loads rather than once the shell has drawn it.
  if (onFieldHome) prefetchMyMissions(queryClient, user.agent?.id ?? null);
  if (!onFieldHome || !pageLoad) {
    router = createBrowserRouter(routes);
    return draw(router);
  }
  // A page load on /agent: the router starts once the shell's and the screen's code is in (asked for with the page),
  // and the page is drawn once the router has matched them: the shell and the screen come at once, without the
  // router's loading screen first and a second drawing after. A failure is the router's to show, when it asks again.
  const start = () => {
    const started = (router = createBrowserRouter(routes));
    if (started.state.initialized) return draw(started);
    const stop = started.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      draw(started);
    });
  };
  void Promise.all([loadAgentLayout(), loadMyMissions()]).then(start, start);
}
