import type { MessageResponseSchema } from '@secops/domain/auth';
import type { TwoFactorSetup, TwoFactorSwitchBody } from '@secops/domain/users.schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

type MessageResponse = z.infer<typeof MessageResponseSchema>;
const base = (userId: string) => `/users/${encodeURIComponent(userId)}/2fa`;

/** A new pending secret: the QR code (a data URL) and the same secret as text, for manual entry. */
export const generateTwoFactor = (userId: string): Promise<TwoFactorSetup> =>
  api.post<TwoFactorSetup>(`${base(userId)}/generate`);

/** Turns 2FA on with a first code from the app, or off with a current code; both with the current password. */
export const switchTwoFactor = (userId: string, action: 'enable' | 'disable', body: TwoFactorSwitchBody) =>
  api.post<MessageResponse>(`${base(userId)}/${action}`, body);

export const useGenerateTwoFactor = (userId: string, config?: MutationConfig<TwoFactorSetup, void>) =>
  useMutation({ ...config, mutationFn: () => generateTwoFactor(userId) });

export const useSwitchTwoFactor = (
  userId: string,
  action: 'enable' | 'disable',
  config?: MutationConfig<MessageResponse, TwoFactorSwitchBody>,
) =>
  useMutation({
    ...config,
    mutationFn: (body: TwoFactorSwitchBody) => switchTwoFactor(userId, action, body),
  });
