import type { LoginBody, LoginResponse } from '@secops/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

/** Signs in with e-mail and password; accounts with 2FA get a challenge instead of a session. */
export const login = (body: LoginBody): Promise<LoginResponse> =>
  api.post<LoginResponse>('/auth/login', body, { anonymous: true });

export const useLogin = (config?: MutationConfig<LoginResponse, LoginBody>) =>
  useMutation({ ...config, mutationFn: login });
