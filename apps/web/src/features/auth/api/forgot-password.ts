import type { ForgotPasswordBodySchema, MessageResponseSchema } from '@secops/domain/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;
type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** Asks for a reset e-mail; the server answers the same whether the address exists or not. */
export const requestPasswordReset = (body: ForgotPasswordBody): Promise<MessageResponse> =>
  api.post<MessageResponse>('/auth/forgot-password', body, { anonymous: true });

export const useRequestPasswordReset = (config?: MutationConfig<MessageResponse, ForgotPasswordBody>) =>
  useMutation({ ...config, mutationFn: requestPasswordReset });
