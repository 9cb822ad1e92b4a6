import { randomUUID } from 'node:crypto';
import type { RefreshResponse } from '@secops/domain/auth';
import { REFRESH_TOKEN_TTL_DAYS } from '@secops/domain/constants';
import * as MSG from '@secops/domain/messages';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { JwtService } from '../../lib/auth/jwt.ts';
import { hashToken, newOpaqueToken } from '../../lib/auth/tokens.ts';
import { unauthorized } from '../../lib/errors.ts';
import { findAccountById, insertAudit, type AccountRow } from './auth.repository.ts';
import { presentSessionUser } from './auth.presenter.ts';
import {
  consumeRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  revokeFamily,
} from './refresh-tokens.repository.ts';

export type SessionTokens = { accessToken: string; refreshToken: string };
type Deps = Pick<AppDeps, 'database' | 'jwt'>;

const refreshExpiry = () => new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 24 * 3600 * 1000);
const invalidSession = () => unauthorized(MSG.refreshInvalid, 'INVALID_REFRESH_TOKEN');

/**
 * Opens a session: a new refresh-token family (stored hashed) and an access token naming that family as its
 * session, so that revoking the family refuses the access token too. `db` may be a transaction.
 */
export async function startSession(
  db: DbOrTx,
  jwt: JwtService,
  account: Pick<AccountRow, 'id' | 'role'>,
): Promise<SessionTokens> {
  const refresh = newOpaqueToken();
  const sessionId = randomUUID();
  await insertRefreshToken(db, {
    userId: account.id,
    familyId: sessionId,
    tokenHash: refresh.hash,
    expiresAt: refreshExpiry(),
  });
  return {
    accessToken: await jwt.signAccess({ userId: account.id, role: account.role, sessionId }),
    refreshToken: refresh.token,
  };
}

/**
 * Trades a refresh token for a new pair. Each token works once: the next one joins the same family, and
 * presenting a token already used revokes the whole family (it was stolen, or the thief used it first).
 */
export async function refreshSession(deps: Deps, refreshToken: string): Promise<RefreshResponse> {
  const { db } = deps.database;
  const token = await findRefreshToken(db, hashToken(refreshToken));
  if (!token || token.revokedAt) throw invalidSession();
  if (token.usedAt) {
    await revokeFamily(db, token.familyId);
    throw invalidSession();
  }
  if (token.expiresAt.getTime() <= Date.now()) throw invalidSession();
  const account = await findAccountById(db, token.userId);
  if (!account?.isActive) {
    await revokeFamily(db, token.familyId);
    throw invalidSession();
  }
  const next = newOpaqueToken();
  const rotated = await db.transaction(async (tx) => {
    if (!(await consumeRefreshToken(tx, token.id))) return false;
    await insertRefreshToken(tx, {
      userId: account.id,
      familyId: token.familyId,
      tokenHash: next.hash,
      expiresAt: refreshExpiry(),
    });
    return true;
  });
  if (!rotated) {
    // Another request used this token between our read and our write: the same reuse, the same answer.
    await revokeFamily(db, token.familyId);
    throw invalidSession();
  }
  return {
    user: presentSessionUser(account),
    accessToken: await deps.jwt.signAccess({
      userId: account.id,
      role: account.role,
      sessionId: token.familyId,
    }),
    refreshToken: next.token,
  };
}

/** Ends the session the refresh token belongs to (only if it is the caller's own) and records the logout. */
export async function endSession(
  deps: Deps,
  userId: string,
  refreshToken: string | undefined,
): Promise<void> {
  const { db } = deps.database;
  const token = refreshToken ? await findRefreshToken(db, hashToken(refreshToken)) : undefined;
  await db.transaction(async (tx) => {
    if (token && token.userId === userId) await revokeFamily(tx, token.familyId);
    await insertAudit(tx, { userId, action: 'logout', entity: 'user', entityId: userId });
  });
}
