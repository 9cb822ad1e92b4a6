import type { MessageResponseSchema } from '@secops/domain/auth';
import type { PasswordChangeBody } from '@secops/domain/users.schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { useAuthStore } from '../../auth/stores/auth-store.ts';

type MessageResponse = z.infer<typeof MessageResponseSchema>;
export type PasswordChange = Omit<PasswordChangeBody, 'refreshToken'>;

/**
 * The server checks the current password, then ends every other session; this browser's refresh token goes along
 * so that this session stays open.
 */
export const changePassword = (userId: string, body: PasswordChange): Promise<MessageResponse> =>
  api.patch<MessageResponse>(`/users/${encodeURIComponent(userId)}/password`, {
    ...body,
    refreshToken: useAuthStore.getState().refreshToken ?? undefined,
  });

export const useChangePassword = (userId: string, config?: MutationConfig<MessageResponse, PasswordChange>) =>
  useMutation({ ...config, mutationFn: (body: PasswordChange) => changePassword(userId, body) });
