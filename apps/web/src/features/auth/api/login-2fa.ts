import type { AuthResponse, Login2faBodySchema } from '@secops/domain/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

export type Login2faBody = z.infer<typeof Login2faBodySchema>;

/** Completes a sign-in that asked for a 2FA code, with the challenge token the login call returned. */
export const loginWith2fa = (body: Login2faBody): Promise<AuthResponse> =>
  api.post<AuthResponse>('/auth/login/2fa', body, { anonymous: true });

export const useLoginWith2fa = (config?: MutationConfig<AuthResponse, Login2faBody>) =>
  useMutation({ ...config, mutationFn: loginWith2fa });
