import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { routes } from './router.tsx';
import { connectAuthSession } from './session.ts';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);
connectAuthSession(queryClient, () => void router.navigate('/login', { replace: true }));

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
