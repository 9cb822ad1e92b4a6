import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { render } from './root.tsx';
import { routes } from './router.tsx';
import { connectAuthSession } from './session.ts';

/**
 * Shows the whole application (router, server data, session) at the address the page has now: at page load, or
 * when the sign-in page hands over. Called once: the router it makes owns the history from then on.
 */
export function startApp(): void {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(routes);
  connectAuthSession(queryClient, () => void router.navigate('/login', { replace: true }));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
