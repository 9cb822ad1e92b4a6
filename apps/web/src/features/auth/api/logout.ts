import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { forgetPushSubscription } from '../../push/index.ts';
import { useAuthStore } from '../stores/auth-store.ts';

/** Revokes the refresh token on the server; the local session is cleared whatever the answer. */
export const logout = (refreshToken: string): Promise<unknown> => api.post('/auth/logout', { refreshToken });

export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { refreshToken } = useAuthStore.getState();
      await forgetPushSubscription();
      if (refreshToken) await logout(refreshToken);
    },
    onSettled: () => {
      useAuthStore.getState().logout();
      queryClient.clear();
      void navigate('/login', { replace: true });
    },
  });
}
