import { MSG } from '@secops/domain/messages';
import type { PasswordChangeBody, TwoFactorSetup } from '@secops/domain/users.schemas';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { hashPassword, verifyPassword } from '../../lib/auth/password.ts';
import { hashToken } from '../../lib/auth/tokens.ts';
import { generateTotpSecret, totpSetup, verifyTotp } from '../../lib/auth/totp.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import {
  acceptTotpStep,
  findAccountById,
  insertAudit,
  updatePasswordHash,
  type AccountRow,
} from '../auth/auth.repository.ts';
import { assertNotThrottled, recordFailure } from '../auth/login-throttle.service.ts';
import { findRefreshToken } from '../auth/refresh-tokens.repository.ts';
import { consumeUserResetTokens } from '../auth/reset-tokens.repository.ts';
import { assertOwnAccount } from './users.policy.ts';
import {
  disableTwoFactor as disableTwoFactorRow,
  enableTwoFactor as enableTwoFactorRow,
  revokeOtherSessions,
  setPendingTwoFactorSecret,
} from './users.repository.ts';

type Deps = Pick<AppDeps, 'database'>;
type Message = { message: string };

const invalidCode = () => badRequest(MSG.invalidTwoFactorCode, 'INVALID_CODE');

async function ownAccount(deps: Deps, actor: AuthUser, userId: string): Promise<AccountRow> {
  assertOwnAccount(actor, userId);
  const account = await findAccountById(deps.database.db, userId);
  if (!account) throw notFound(MSG.userNotFound);
  return account;
}

/** The session a refresh token belongs to, when it is a live one of this user. */
async function sessionToKeep(deps: Deps, userId: string, refreshToken: string | undefined) {
  if (!refreshToken) return null;
  const token = await findRefreshToken(deps.database.db, hashToken(refreshToken));
  return token && token.userId === userId && !token.revokedAt ? token.familyId : null;
}

/**
 * Settings password change: the current password is checked (wrong answers count as failed sign-ins, so the
 * same throttle applies). Every other session ends, and pending reset links stop working.
 */
export async function changePassword(
  deps: Deps,
  actor: AuthUser,
  userId: string,
  body: PasswordChangeBody,
  ip: string,
): Promise<Message> {
  const { db } = deps.database;
  const account = await ownAccount(deps, actor, userId);
  await assertNotThrottled(db, account.email, ip);
  if (!(await verifyPassword(account.passwordHash, body.currentPassword))) {
    await recordFailure(db, account.email, ip);
    throw badRequest(MSG.currentPasswordWrong, 'WRONG_PASSWORD');
  }
  const passwordHash = await hashPassword(body.newPassword);
  const keepFamily = await sessionToKeep(deps, userId, body.refreshToken);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, passwordHash);
    await revokeOtherSessions(tx, userId, keepFamily);
    await consumeUserResetTokens(tx, userId, new Date());
    await insertAudit(tx, { userId, action: 'password_change', entity: 'user', entityId: userId });
  });
  return { message: MSG.passwordChanged };
}

/** A new pending secret (2FA stays off until a code confirms it); refused while 2FA is on. */
export async function generateTwoFactor(
  deps: Deps,
  actor: AuthUser,
  userId: string,
): Promise<TwoFactorSetup> {
  const account = await ownAccount(deps, actor, userId);
  const alreadyOn = () => conflict(MSG.twoFactorAlreadyEnabled, 'TWO_FACTOR_ENABLED');
  if (account.twoFAEnabled) throw alreadyOn();
  const secret = generateTotpSecret();
  if (!(await setPendingTwoFactorSecret(deps.database.db, userId, secret))) throw alreadyOn();
  const setup = await totpSetup(secret, account.email);
  return { qrCode: setup.qrCodeDataUrl, secret, otpauthUrl: setup.otpauthUrl };
}

/** Checks a code against the account's secret (each code once only, failures throttled like sign-ins). */
async function acceptCode(
  deps: Deps,
  account: AccountRow & { twoFASecret: string },
  code: string,
  ip: string,
  change: (tx: Tx) => Promise<void>,
): Promise<void> {
  const { db } = deps.database;
  await assertNotThrottled(db, account.email, ip);
  const lastStep = account.twoFALastStep === null ? null : Number(account.twoFALastStep);
  const step = verifyTotp(account.twoFASecret, code, lastStep);
  const accepted =
    step !== null &&
    (await db.transaction(async (tx) => {
      if (!(await acceptTotpStep(tx, account.id, step))) return false;
      await change(tx);
      return true;
    }));
  if (!accepted) {
    await recordFailure(db, account.email, ip);
    throw invalidCode();
  }
}

export async function enableTwoFactor(
  deps: Deps,
  actor: AuthUser,
  userId: string,
  code: string,
  ip: string,
): Promise<Message> {
  const account = await ownAccount(deps, actor, userId);
  if (account.twoFAEnabled) throw conflict(MSG.twoFactorAlreadyEnabled, 'TWO_FACTOR_ENABLED');
  const { twoFASecret } = account;
  if (!twoFASecret) throw conflict(MSG.twoFactorNotGenerated, 'TWO_FACTOR_NOT_GENERATED');
  await acceptCode(deps, { ...account, twoFASecret }, code, ip, async (tx) => {
    await enableTwoFactorRow(tx, userId);
    await insertAudit(tx, { userId, action: '2fa_enable', entity: 'user', entityId: userId });
  });
  return { message: MSG.twoFactorEnabled };
}

/** Turning 2FA off needs a current code, and erases the secret. */
export async function disableTwoFactor(
  deps: Deps,
  actor: AuthUser,
  userId: string,
  code: string,
  ip: string,
): Promise<Message> {
  const account = await ownAccount(deps, actor, userId);
  const { twoFASecret } = account;
  if (!account.twoFAEnabled || !twoFASecret) throw conflict(MSG.twoFactorNotEnabled, 'TWO_FACTOR_DISABLED');
  await acceptCode(deps, { ...account, twoFASecret }, code, ip, async (tx) => {
    await disableTwoFactorRow(tx, userId);
    await insertAudit(tx, { userId, action: '2fa_disable', entity: 'user', entityId: userId });
  });
  return { message: MSG.twoFactorDisabled };
}
