import type { AuthResponse, Login2faBodySchema } from '@secops/domain/auth';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type Login2faBody = z.infer<typeof Login2faBodySchema>;

/** Completes a sign-in that asked for a 2FA code, with the challenge token the login call returned. */
export const loginWith2fa = (body: Login2faBody): Promise<AuthResponse> =>
  api.post<AuthResponse>('/auth/login/2fa', body, { anonymous: true });
