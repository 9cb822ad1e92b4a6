import type { SessionUser, UserSummary } from '@secops/domain/auth';
import type { AccountRow } from './auth.repository.ts';

/** The user as the web keeps it in its session: no hash, no secret, the agent's id and photo. */
export const presentSessionUser = (account: AccountRow): SessionUser => ({
  id: account.id,
  email: account.email,
  firstName: account.firstName,
  lastName: account.lastName,
  role: account.role,
  twoFAEnabled: account.twoFAEnabled,
  agent: account.agentId ? { id: account.agentId, photo: account.agentPhoto } : null,
});

export const presentUserSummary = (account: AccountRow): UserSummary => ({
  ...presentSessionUser(account),
  isActive: account.isActive,
  createdAt: account.createdAt.toISOString(),
});
