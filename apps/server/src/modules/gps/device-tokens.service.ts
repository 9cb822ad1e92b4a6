import {
  DEVICE_TOKENS_MAX_ACTIVE,
  type CreatedDeviceToken,
  type DeviceToken,
} from '@secops/domain/gps-tracker';
import * as MSG from '@secops/domain/messages';
import { isField, isStaff } from '@secops/domain/roles';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { newDeviceToken } from './device-token.ts';
import {
  countActiveTokens,
  findTokenOwner,
  insertDeviceToken,
  listActiveTokens,
  lockAgent,
  revokeToken,
  type DeviceTokenRow,
} from './device-tokens.repository.ts';

const present = (row: DeviceTokenRow): DeviceToken => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The field user's own agent: tokens stand for the agent who made them. */
function ownAgent(user: AuthUser): string {
  if (!isField(user.role)) throw forbidden();
  if (!user.agentId) throw forbidden(MSG.attendanceAgentUnknown);
  return user.agentId;
}

/**
 * A field user makes a token for themself (at most DEVICE_TOKENS_MAX_ACTIVE active at once, counted under a lock on
 * the agent, so that two creations at once cannot pass the limit). The token is answered this once; only its hash
 * is stored.
 */
export async function createDeviceToken(db: Db, user: AuthUser): Promise<CreatedDeviceToken> {
  const agentId = ownAgent(user);
  const { token, hash } = newDeviceToken();
  const row = await db.transaction(async (tx) => {
    if (!(await lockAgent(tx, agentId))) throw notFound(MSG.agentProfileNotFound);
    if ((await countActiveTokens(tx, agentId)) >= DEVICE_TOKENS_MAX_ACTIVE) {
      throw conflict(MSG.trackerTokenLimit, 'TRACKER_TOKEN_LIMIT');
    }
    return insertDeviceToken(tx, { agentId, createdBy: user.id, tokenHash: hash });
  });
  return { id: row.id, token, createdAt: row.createdAt.toISOString() };
}

/** Active tokens: a field user's own (naming another agent: 403); staff name the agent. */
export async function listDeviceTokens(db: Db, user: AuthUser, agentId?: string): Promise<DeviceToken[]> {
  if (isStaff(user.role)) {
    if (!agentId) throw badRequest(MSG.trackerAgentRequired);
    return (await listActiveTokens(db, agentId)).map(present);
  }
  const own = ownAgent(user);
  if (agentId !== undefined && agentId !== own) throw forbidden();
  return (await listActiveTokens(db, own)).map(present);
}

/**
 * Revokes a token: its agent or staff. Another agent's token answers 404, as an unknown one, so that ids reveal
 * nothing; revoking a revoked token again changes nothing.
 */
export async function revokeDeviceToken(db: Db, user: AuthUser, id: string): Promise<void> {
  const owner = await findTokenOwner(db, id);
  if (!owner || (!isStaff(user.role) && owner.agentId !== user.agentId)) {
    throw notFound(MSG.trackerTokenNotFound);
  }
  await revokeToken(db, id, user.id);
}
