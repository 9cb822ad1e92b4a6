// @vitest-environment jsdom
import type { SessionUser } from '@secops/domain/auth';
import type { Role } from '@secops/domain/role-access';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useAuthStore } from '../features/auth/index.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { routes } from './router.tsx';

function signInAs(role: Role | 'anonymous') {
  if (role === 'anonymous') return useAuthStore.getState().logout();
  const user: SessionUser = {
    id: 'u1',
    email: 'claire.martin@example.fr',
    firstName: 'Claire',
    lastName: 'Martin',
    role,
    twoFAEnabled: false,
    agent: null,
  };
  useAuthStore.setState({ user, accessToken: 'access', refreshToken: 'refresh', isAuthenticated: true });
}

/** Opens `path` in the real route table and waits for the screen whose main heading is `heading`. */
async function open(path: string, heading: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: heading }, { timeout: 5000 });
  return router.state.location.pathname;
}

describe('route guards', () => {
  beforeAll(() => {
    // The admin shell listens for the wide-screen breakpoint; jsdom has no layout engine.
    window.matchMedia ??= ((query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList) as typeof window.matchMedia;
  });

  afterEach(() => {
    cleanup();
    useAuthStore.getState().logout();
  });

  it.each([
    { who: 'anonymous', path: '/', lands: '/login', heading: 'Connexion' },
    { who: 'anonymous', path: '/admin/missions', lands: '/login', heading: 'Connexion' },
    { who: 'anonymous', path: '/agent/attendance', lands: '/login', heading: 'Connexion' },
    { who: 'anonymous', path: '/forgot-password', lands: '/forgot-password', heading: 'Mot de passe oublié' },
    { who: 'SUPERADMIN', path: '/', lands: '/admin', heading: 'Tableau de Bord' },
    { who: 'ADMIN', path: '/login', lands: '/admin', heading: 'Tableau de Bord' },
    { who: 'SUPERVISOR', path: '/admin/settings', lands: '/admin/settings', heading: 'Paramètres' },
    { who: 'ADMIN', path: '/agent/profile', lands: '/admin', heading: 'Tableau de Bord' },
    { who: 'AGENT', path: '/', lands: '/agent', heading: 'Mes Missions' },
    { who: 'LEAD', path: '/login', lands: '/agent', heading: 'Mes Missions' },
    { who: 'AGENT', path: '/admin/planning', lands: '/agent', heading: 'Mes Missions' },
    { who: 'LEAD', path: '/agent/gps', lands: '/agent/gps', heading: 'Ma Position' },
    { who: 'AGENT', path: '/nulle-part', lands: '/nulle-part', heading: 'Page introuvable' },
  ] as const)('sends $who opening $path to $lands', async ({ who, path, lands, heading }) => {
    signInAs(who);
    expect(await open(path, heading)).toBe(lands);
  });
});
