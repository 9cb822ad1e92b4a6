import type { SessionUser } from '@secops/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../stores/auth-store.ts';

/** The signed-in user as the server sees them now (role, name, 2FA, agent). */
export const getMe = (): Promise<SessionUser> => api.get<SessionUser>('/auth/me');

export const meQueryOptions = () => queryOptions({ queryKey: ['auth', 'me'], queryFn: getMe });

/**
 * Re-reads the session user when a guarded area opens, so a change made elsewhere (role, name, deactivation)
 * shows at once; an expired access token is refreshed here by the API client, a dead session ends on /login.
 */
export function useSessionRefresh(enabled: boolean): void {
  const { data } = useQuery({ ...meQueryOptions(), enabled });
  useEffect(() => {
    if (data) useAuthStore.getState().setUser(data);
  }, [data]);
}
