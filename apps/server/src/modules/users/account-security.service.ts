import * as MSG from '@secops/domain/messages';
import type { PasswordChangeBody, TwoFactorSetup, TwoFactorSwitchBody } from '@secops/domain/users.schemas';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { hashPassword, verifyPassword } from '../../lib/auth/password.ts';
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
import { reserveSignInAttempt, signInAttemptPassed } from '../auth/login-throttle.service.ts';
import { consumeUserResetTokens } from '../auth/reset-tokens.repository.ts';
import { assertOwnAccount } from './users.policy.ts';
import {
  disableTwoFactor as disableTwoFactorRow,
  enableTwoFactor as enableTwoFactorRow,
  revokeOtherSessions,
  setPendingTwoFactorSecret,
} from './users.repository.ts';

type Deps = Pick<AppDeps, 'database' | 'revocations'>;
type Message = { message: string };

const invalidCode = () => badRequest(MSG.invalidTwoFactorCode, 'INVALID_CODE');

async function ownAccount(
  deps: Pick<AppDeps, 'database'>,
  actor: AuthUser,
  userId: string,
): Promise<AccountRow> {
  assertOwnAccount(actor, userId);
  const account = await findAccountById(deps.database.db, userId);
  if (!account) throw notFound(MSG.userNotFound);
  return account;
}

/**
 * Counts a guess at the account's secret like a sign-in attempt (reserved first, so that the sign-in throttle
 * applies here too, then given back once `proven` holds); a wrong guess answers `refusal`.
 */
async function throttledProof(
  deps: Pick<AppDeps, 'database'>,
  email: string,
  ip: string,
  proven: () => Promise<boolean>,
  refusal: () => Error,
): Promise<void> {
  const { db } = deps.database;
  await reserveSignInAttempt(db, email, ip);
  if (!(await proven())) throw refusal();
  await signInAttemptPassed(db, email, ip);
}

/** The account's current password, asked again before a sensitive change: missing or wrong answers 400. */
export async function checkCurrentPassword(
  deps: Pick<AppDeps, 'database'>,
  account: Pick<AccountRow, 'email' | 'passwordHash'>,
  password: string | undefined,
  ip: string,
): Promise<void> {
  if (password === undefined) throw badRequest(MSG.currentPasswordRequired, 'CURRENT_PASSWORD_REQUIRED');
  await throttledProof(
    deps,
    account.email,
    ip,
    () => verifyPassword(account.passwordHash, password),
    () => badRequest(MSG.currentPasswordWrong, 'WRONG_PASSWORD'),
  );
}

/**
 * Settings password change: the current password is checked. Every other session ends at once (tokens and
 * sockets); the session that made the change stays open. Pending reset links stop working.
 */
export async function changePassword(
  deps: Deps,
  actor: AuthUser,
  userId: string,
  body: PasswordChangeBody,
  ip: string,
): Promise<Message> {
  const account = await ownAccount(deps, actor, userId);
  await checkCurrentPassword(deps, account, body.currentPassword, ip);
  const passwordHash = await hashPassword(body.newPassword);
  await deps.database.db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, passwordHash);
    await revokeOtherSessions(tx, userId, actor.sessionId);
    await consumeUserResetTokens(tx, userId, new Date());
    await insertAudit(tx, { userId, action: 'password_change', entity: 'user', entityId: userId });
  });
  deps.revocations.userRevoked(userId, actor.sessionId);
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

/**
 * Switches 2FA with the current password and a code of the account's secret (each code once only, failures
 * throttled like sign-ins). Every other session ends, as after a password change.
 */
async function switchWithCode(
  deps: Deps,
  actor: AuthUser,
  account: AccountRow & { twoFASecret: string },
  body: TwoFactorSwitchBody,
  ip: string,
  change: (tx: Tx) => Promise<void>,
): Promise<void> {
  await checkCurrentPassword(deps, account, body.currentPassword, ip);
  const lastStep = account.twoFALastStep === null ? null : Number(account.twoFALastStep);
  const step = verifyTotp(account.twoFASecret, body.token, lastStep);
  const accepted = async () =>
    step !== null &&
    deps.database.db.transaction(async (tx) => {
      if (!(await acceptTotpStep(tx, account.id, step))) return false;
      await change(tx);
      await revokeOtherSessions(tx, account.id, actor.sessionId);
      return true;
    });
  await throttledProof(deps, account.email, ip, accepted, invalidCode);
  deps.revocations.userRevoked(account.id, actor.sessionId);
}

export async function enableTwoFactor(
  deps: Deps,
  actor: AuthUser,
  userId: string,
  body: TwoFactorSwitchBody,
  ip: string,
): Promise<Message> {
  const account = await ownAccount(deps, actor, userId);
  if (account.twoFAEnabled) throw conflict(MSG.twoFactorAlreadyEnabled, 'TWO_FACTOR_ENABLED');
  const { twoFASecret } = account;
  if (!twoFASecret) throw conflict(MSG.twoFactorNotGenerated, 'TWO_FACTOR_NOT_GENERATED');
  await switchWithCode(deps, actor, { ...account, twoFASecret }, body, ip, async (tx) => {
    await enableTwoFactorRow(tx, userId);
    await insertAudit(tx, { userId, action: '2fa_enable', entity: 'user', entityId: userId });
  });
  return { message: MSG.twoFactorEnabled };
}

/** Turning 2FA off needs the current password and a current code, and erases the secret. */
export async function disableTwoFactor(
  deps: Deps,
  actor: AuthUser,
  userId: string,
  body: TwoFactorSwitchBody,
  ip: string,
): Promise<Message> {
  const account = await ownAccount(deps, actor, userId);
  const { twoFASecret } = account;
  if (!account.twoFAEnabled || !twoFASecret) throw conflict(MSG.twoFactorNotEnabled, 'TWO_FACTOR_DISABLED');
  await switchWithCode(deps, actor, { ...account, twoFASecret }, body, ip, async (tx) => {
    await disableTwoFactorRow(tx, userId);
    await insertAudit(tx, { userId, action: '2fa_disable', entity: 'user', entityId: userId });
  });
  return { message: MSG.twoFactorDisabled };
}
