import { FIELD_ROLES } from '@secops/domain/role-access';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionRefresh, useSessionUser } from '../../auth/index.ts';
import { rememberTagPath } from '../utils/tag-return.ts';

/**
 * /t/{code}, a tag opened by the phone's own camera app: a guard's page. Signed out, the address is kept while they
 * sign in (and opened again then); another role goes to its own area.
 */
export function TagGuard() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  useSessionRefresh(user !== null);
  useEffect(() => {
    if (!user) rememberTagPath(pathname);
  }, [user, pathname]);
  if (!user) return <Navigate to="/login" replace />;
  if (!FIELD_ROLES.includes(user.role)) return <Navigate to="/" replace />;
  return <Outlet />;
}
