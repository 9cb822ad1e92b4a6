import { FIELD_ROLES, STAFF_ROLES, type Role } from '@secops/domain/role-access';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { GuestOnly, RequireRole, RootRedirect } from './guards.tsx';
import { adminRoutes } from './routes/admin-routes.tsx';
import { agentRoutes } from './routes/agent-routes.tsx';
import { clientRoutes, loadClientLayout } from './routes/client-routes.tsx';
import { loadAgentLayout } from './routes/field-screens.ts';
import { RouteError } from './routes/route-error.tsx';

const CLIENT_ROLES: readonly Role[] = ['CLIENT'];

/**
 * The route table of the specification. Screens load on demand; an error inside a shell is shown
 * inside that shell, so the navigation stays usable.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        element: <GuestOnly />,
        children: [
          {
            path: 'login',
            lazy: () =>
              import('../features/auth/routes/login.tsx').then((m) => ({ Component: m.LoginRoute })),
          },
        ],
      },
      {
        path: 'forgot-password',
        lazy: () =>
          import('../features/auth/routes/forgot-password.tsx').then((m) => ({
            Component: m.ForgotPasswordRoute,
          })),
      },
      {
        path: 'reset-password',
        lazy: () =>
          import('../features/auth/routes/reset-password.tsx').then((m) => ({
            Component: m.ResetPasswordRoute,
          })),
      },
      {
        path: 'admin',
        element: <RequireRole roles={STAFF_ROLES} />,
        children: [
          {
            lazy: () => import('./layouts/admin-layout.tsx').then((m) => ({ Component: m.AdminLayout })),
            children: [{ errorElement: <RouteError />, children: adminRoutes }],
          },
        ],
      },
      {
        path: 'agent',
        element: <RequireRole roles={FIELD_ROLES} />,
        children: [
          {
            lazy: () => loadAgentLayout().then((m) => ({ Component: m.AgentLayout })),
            children: [{ errorElement: <RouteError />, children: agentRoutes }],
          },
        ],
      },
      {
        path: 'client',
        element: <RequireRole roles={CLIENT_ROLES} />,
        children: [
          {
            lazy: () => loadClientLayout().then((m) => ({ Component: m.ClientLayout })),
            children: [{ errorElement: <RouteError />, children: clientRoutes }],
          },
        ],
      },
      {
        // A checkpoint's tag opened by the phone's own camera app: a field page, in the agent shell, signed in first.
        path: 't/:code',
        lazy: () =>
          import('../features/rounds-field/routes/tag-guard.tsx').then((m) => ({ Component: m.TagGuard })),
        children: [
          {
            lazy: () => loadAgentLayout().then((m) => ({ Component: m.AgentLayout })),
            children: [
              {
                index: true,
                errorElement: <RouteError />,
                lazy: () =>
                  import('../features/rounds-field/routes/tag-page.tsx').then((m) => ({
                    Component: m.TagPageRoute,
                  })),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
];
