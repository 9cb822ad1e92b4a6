import {
  NewPasswordSchema,
  type MessageResponseSchema,
  type ResetPasswordBodySchema,
} from '@secops/domain/auth';
import * as MSG from '@secops/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;
type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** The reset form: the new password follows the server's rule and the confirmation must repeat it. */
export const ResetPasswordFormSchema = z
  .object({ newPassword: NewPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: MSG.passwordMismatch,
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** Sets a new password with the single-use token from the e-mailed link. */
export const resetPassword = (body: ResetPasswordBody): Promise<MessageResponse> =>
  api.post<MessageResponse>('/auth/reset-password', body, { anonymous: true });

export const useResetPassword = (config?: MutationConfig<MessageResponse, ResetPasswordBody>) =>
  useMutation({ ...config, mutationFn: resetPassword });
