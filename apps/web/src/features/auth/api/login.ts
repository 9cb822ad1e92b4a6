import type { LoginBody, LoginResponse } from '@secops/domain/auth';
import { api } from '../../../lib/api-client.ts';

/**
 * Signs in with e-mail and password; accounts with 2FA get a challenge instead of a session. No mutation hook: the
 * sign-in page runs before TanStack Query is loaded (docs/DECISIONS.md).
 */
export const login = (body: LoginBody): Promise<LoginResponse> =>
  api.post<LoginResponse>('/auth/login', body, { anonymous: true });
