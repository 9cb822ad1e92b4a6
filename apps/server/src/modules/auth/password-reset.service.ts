import { RESET_TOKEN_TTL_MINUTES } from '@secops/domain/constants';
import * as MSG from '@secops/domain/messages';
import type { AppDeps } from '../../deps.ts';
import { hashPassword } from '../../lib/auth/password.ts';
import { hashToken, newOpaqueToken } from '../../lib/auth/tokens.ts';
import { badRequest } from '../../lib/errors.ts';
import { findAccountByEmail, findAccountById, insertAudit, updatePasswordHash } from './auth.repository.ts';
import { clearSignInFailures } from './login-throttle.service.ts';
import { passwordResetMail } from './password-reset.mail.ts';
import { revokeUserRefreshTokens } from './refresh-tokens.repository.ts';
import {
  consumeResetToken,
  consumeUserResetTokens,
  findResetToken,
  insertResetToken,
} from './reset-tokens.repository.ts';
import { reserveResetMail } from './reset-mail-throttle.service.ts';

type Deps = Pick<AppDeps, 'database' | 'config' | 'mailer' | 'revocations'>;

const invalidToken = () => badRequest(MSG.resetTokenInvalid, 'RESET_TOKEN_INVALID');

/**
 * Mails a single-use reset link (valid RESET_TOKEN_TTL_MINUTES, stored hashed) to an active account, within the
 * reset-mail limits. The answer is the same whether the e-mail exists, or a limit is reached, or not.
 */
export async function forgotPassword(deps: Deps, email: string, ip: string): Promise<{ message: string }> {
  const { db } = deps.database;
  const allowed = await reserveResetMail(db, email, ip);
  const account = await findAccountByEmail(db, email);
  if (allowed && account?.isActive) {
    const reset = newOpaqueToken();
    await insertResetToken(db, {
      userId: account.id,
      tokenHash: reset.hash,
      purpose: 'reset',
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
    });
    const link = new URL('/reset-password', deps.config.publicUrl);
    link.searchParams.set('token', reset.token);
    await deps.mailer.send(passwordResetMail(account.email, account.firstName, link.toString()));
  }
  return { message: MSG.forgotPasswordSent };
}

/**
 * Sets a new password from a reset (or invitation) link; every session of the user ends with it, and the sign-in
 * throttle of the account starts again (the owner's way back in after a lock).
 */
export async function resetPassword(
  deps: Deps,
  body: { token: string; newPassword: string },
): Promise<{ message: string }> {
  const { db } = deps.database;
  const token = await findResetToken(db, hashToken(body.token));
  if (!token || token.usedAt) throw invalidToken();
  if (token.expiresAt.getTime() <= Date.now()) throw badRequest(MSG.resetTokenExpired, 'RESET_TOKEN_EXPIRED');
  const passwordHash = await hashPassword(body.newPassword);
  const now = new Date();
  const done = await db.transaction(async (tx) => {
    if (!(await consumeResetToken(tx, token.id, now))) return false;
    await updatePasswordHash(tx, token.userId, passwordHash);
    await consumeUserResetTokens(tx, token.userId, now);
    await revokeUserRefreshTokens(tx, token.userId);
    await insertAudit(tx, {
      userId: token.userId,
      action: 'password_reset',
      entity: 'user',
      entityId: token.userId,
      details: { purpose: token.purpose },
    });
    return true;
  });
  if (!done) throw invalidToken();
  deps.revocations.userRevoked(token.userId);
  const account = await findAccountById(db, token.userId);
  if (account) await clearSignInFailures(db, account.email);
  return { message: MSG.resetSuccess };
}
