import type { Role } from '@secops/domain/role-access';
import { homePathFor } from '@secops/domain/role-access';
import { Navigate, Outlet } from 'react-router';
import { useSessionRefresh, useSessionUser } from '../features/auth/index.ts';
import { useFirstScreenShown } from './pwa/use-first-screen-shown.ts';

/** '/': AGENT and LEAD go to /agent, CLIENT to /client, staff to /admin, anybody else to /login. */
export function RootRedirect() {
  const user = useSessionUser();
  return <Navigate to={user ? homePathFor(user.role) : '/login'} replace />;
}

/** Guarded area: anonymous visitors go to /login; a signed-in user of another role goes to '/'. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const user = useSessionUser();
  const shown = useFirstScreenShown();
  useSessionRefresh(user !== null && shown);
  if (!user) return <Navigate to="/login" replace />;
  if (!roles.includes(user.role)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Sign-in screen: someone already signed in goes straight to their area. */
export function GuestOnly() {
  const user = useSessionUser();
  if (user) return <Navigate to={homePathFor(user.role)} replace />;
  return <Outlet />;
}
