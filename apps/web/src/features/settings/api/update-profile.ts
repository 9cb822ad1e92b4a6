import type { SessionUser } from '@secops/domain/auth';
import type { ProfileUpdateBody } from '@secops/domain/users.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { useAuthStore } from '../../auth/index.ts';

/** PATCH /api/users/{id}/profile: answers the user, kept in the session with the tokens already held. */
export const updateProfile = (userId: string, body: ProfileUpdateBody): Promise<SessionUser> =>
  api.patch<SessionUser>(`/users/${encodeURIComponent(userId)}/profile`, body);

export function useUpdateProfile(userId: string, config?: MutationConfig<SessionUser, ProfileUpdateBody>) {
  return useMutation({
    ...config,
    mutationFn: (body: ProfileUpdateBody) => updateProfile(userId, body),
    onSuccess: (...args) => {
      useAuthStore.getState().setUser(args[0]);
      return config?.onSuccess?.(...args);
    },
  });
}
