import { randomUUID } from 'node:crypto';
import type { AuthResponse, LoginBody, LoginResponse, SessionUser } from '@secops/domain/auth';
import * as MSG from '@secops/domain/messages';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { verifyAgainstNothing, verifyPassword } from '../../lib/auth/password.ts';
import { verifyTotp } from '../../lib/auth/totp.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import {
  acceptTotpStep,
  findAccountByEmail,
  findAccountById,
  insertAudit,
  type AccountRow,
} from './auth.repository.ts';
import { presentSessionUser } from './auth.presenter.ts';
import type { SignInOrigin, SignInResult } from './device-cookie.ts';
import { reserveSignInAttempt, signInAttemptPassed, signInSucceeded } from './login-throttle.service.ts';
import { startSession } from './session.service.ts';

type Deps = Pick<AppDeps, 'database' | 'jwt'>;

const accountDisabled = () => new AppError('ACCOUNT_DISABLED', 403, MSG.accountDisabled);
const twoFactorExpired = () => unauthorized(MSG.twoFactorSessionExpired, 'TWO_FACTOR_EXPIRED');

/**
 * E-mail and password sign-in. Unknown e-mail and wrong password get the same 401 after the same work; an
 * account with 2FA gets a short-lived challenge instead of a session. The attempt is counted before the password
 * is checked, so parallel guesses cannot outrun the throttle. A browser that holds a device token of the account
 * (it signed in to it before) is throttled per device instead of per address.
 */
export async function login(
  deps: Deps,
  body: LoginBody,
  origin: SignInOrigin,
): Promise<SignInResult<LoginResponse>> {
  const { db } = deps.database;
  const { ip } = origin;
  const account = await findAccountByEmail(db, body.email);
  const device = account ? await knownDevice(deps, origin, account.id) : undefined;
  await reserveSignInAttempt(db, body.email, ip, device);
  const valid = account
    ? await verifyPassword(account.passwordHash, body.password)
    : await verifyAgainstNothing(body.password);
  if (!account || !valid) throw unauthorized(MSG.invalidCredentials, 'INVALID_CREDENTIALS');
  if (!account.isActive) throw accountDisabled();
  if (account.twoFAEnabled && account.twoFASecret) {
    await signInAttemptPassed(db, body.email, ip, device);
    return { body: { requires2FA: true, twoFactorToken: await deps.jwt.signTwoFactor(account.id) } };
  }
  return db.transaction((tx) => signIn(tx, deps, account, { ip, device }, 'password'));
}

/** Second step of a 2FA sign-in: the challenge token and a TOTP code, each code accepted once only. */
export async function loginWithTwoFactor(
  deps: Deps,
  body: { twoFactorToken: string; code: string },
  origin: SignInOrigin,
): Promise<SignInResult<AuthResponse>> {
  const { db } = deps.database;
  const { ip } = origin;
  const userId = await deps.jwt.verifyTwoFactor(body.twoFactorToken);
  const account = await findAccountById(db, userId);
  if (!account?.twoFAEnabled || !account.twoFASecret) throw twoFactorExpired();
  const device = await knownDevice(deps, origin, account.id);
  await reserveSignInAttempt(db, account.email, ip, device);
  if (!account.isActive) throw accountDisabled();
  const lastStep = account.twoFALastStep === null ? null : Number(account.twoFALastStep);
  const step = verifyTotp(account.twoFASecret, body.code, lastStep);
  const response =
    step === null
      ? null
      : await db.transaction(async (tx) =>
          (await acceptTotpStep(tx, account.id, step))
            ? signIn(tx, deps, account, { ip, device }, '2fa')
            : null,
        );
  if (!response) throw unauthorized(MSG.invalidTwoFactorCode, 'INVALID_CODE');
  return response;
}

/** The signed-in user as the session shows it. */
export async function currentUser(deps: Deps, userId: string): Promise<SessionUser> {
  const account = await findAccountById(deps.database.db, userId);
  if (!account?.isActive) throw unauthorized();
  return presentSessionUser(account);
}

/** The id of the device token the browser presented for this account, when it is valid. */
const knownDevice = (deps: Deps, origin: SignInOrigin, userId: string) =>
  deps.jwt.verifyDevice(origin.deviceTokenFor(userId), userId);

/** Opens the session; the browser keeps (or gets) a device token of the account, valid for a new period. */
async function signIn(
  tx: DbOrTx,
  deps: Deps,
  account: AccountRow,
  { ip, device }: { ip: string; device?: string },
  method: 'password' | '2fa',
): Promise<SignInResult<AuthResponse>> {
  const tokens = await startSession(tx, deps.jwt, account);
  await signInSucceeded(tx, account.email, ip, device);
  await insertAudit(tx, {
    userId: account.id,
    action: 'login',
    entity: 'user',
    entityId: account.id,
    details: { ip, method },
  });
  return {
    body: { user: presentSessionUser(account), ...tokens, requires2FA: false },
    device: { userId: account.id, token: await deps.jwt.signDevice(account.id, device ?? randomUUID()) },
  };
}
