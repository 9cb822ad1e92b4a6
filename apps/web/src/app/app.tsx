import { FIELD_ROLES } from '@secops/domain/role-access';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useAuthStore } from '../features/auth/index.ts';
import { prefetchMyMissions } from '../features/field/index.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { render } from './root.tsx';
import { routes } from './router.tsx';
import { isFieldHomePath } from './routes/field-screens.ts';
import { connectAuthSession } from './session.ts';

/**
 * Shows the whole application (router, server data, session) at the address the page has now: at page load, or
 * when the sign-in page hands over. Called once: the router it makes owns the history from then on.
 */
export function startApp(): void {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(routes);
  connectAuthSession(queryClient, () => void router.navigate('/login', { replace: true }));
  // Mes Missions' data, asked for while its code loads (main.tsx) rather than once the shell has drawn it.
  const { user } = useAuthStore.getState();
  if (user && FIELD_ROLES.includes(user.role) && isFieldHomePath(window.location.pathname))
    prefetchMyMissions(queryClient, user.agent?.id ?? null);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
