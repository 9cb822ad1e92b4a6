import type { MessageResponseSchema } from '@secops/domain/auth';
import type { PasswordChangeBody } from '@secops/domain/users.schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

type MessageResponse = z.infer<typeof MessageResponseSchema>;
/** The server checks the current password, then ends every other session; this one (its tokens) stays open. */
export const changePassword = (userId: string, body: PasswordChangeBody): Promise<MessageResponse> =>
  api.patch<MessageResponse>(`/users/${encodeURIComponent(userId)}/password`, body);

export const useChangePassword = (
  userId: string,
  config?: MutationConfig<MessageResponse, PasswordChangeBody>,
) => useMutation({ ...config, mutationFn: (body: PasswordChangeBody) => changePassword(userId, body) });
