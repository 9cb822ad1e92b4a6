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
import { reserveSignInAttempt, signInAttemptPassed, signInSucceeded } from './login-throttle.service.ts';
import { startSession } from './session.service.ts';

type Deps = Pick<AppDeps, 'database' | 'jwt'>;

const accountDisabled = () => new AppError('ACCOUNT_DISABLED', 403, MSG.accountDisabled);
const twoFactorExpired = () => unauthorized(MSG.twoFactorSessionExpired, 'TWO_FACTOR_EXPIRED');

/**
 * E-mail and password sign-in. Unknown e-mail and wrong password get the same 401 after the same work; an
 * account with 2FA gets a short-lived challenge instead of a session. The attempt is counted before the password
 * is checked, so parallel guesses cannot outrun the throttle.
 */
export async function login(deps: Deps, body: LoginBody, ip: string): Promise<LoginResponse> {
  const { db } = deps.database;
  await reserveSignInAttempt(db, body.email, ip);
  const account = await findAccountByEmail(db, body.email);
  const valid = account
    ? await verifyPassword(account.passwordHash, body.password)
    : await verifyAgainstNothing(body.password);
  if (!account || !valid) throw unauthorized(MSG.invalidCredentials, 'INVALID_CREDENTIALS');
  if (!account.isActive) throw accountDisabled();
  if (account.twoFAEnabled && account.twoFASecret) {
    await signInAttemptPassed(db, body.email, ip);
    return { requires2FA: true, twoFactorToken: await deps.jwt.signTwoFactor(account.id) };
  }
  return db.transaction((tx) => signIn(tx, deps, account, ip, 'password'));
}

/** Second step of a 2FA sign-in: the challenge token and a TOTP code, each code accepted once only. */
export async function loginWithTwoFactor(
  deps: Deps,
  body: { twoFactorToken: string; code: string },
  ip: string,
): Promise<AuthResponse> {
  const { db } = deps.database;
  const userId = await deps.jwt.verifyTwoFactor(body.twoFactorToken);
  const account = await findAccountById(db, userId);
  if (!account?.twoFAEnabled || !account.twoFASecret) throw twoFactorExpired();
  await reserveSignInAttempt(db, account.email, ip);
  if (!account.isActive) throw accountDisabled();
  const lastStep = account.twoFALastStep === null ? null : Number(account.twoFALastStep);
  const step = verifyTotp(account.twoFASecret, body.code, lastStep);
  const response =
    step === null
      ? null
      : await db.transaction(async (tx) =>
          (await acceptTotpStep(tx, account.id, step)) ? signIn(tx, deps, account, ip, '2fa') : null,
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

async function signIn(
  tx: DbOrTx,
  deps: Deps,
  account: AccountRow,
  ip: string,
  method: 'password' | '2fa',
): Promise<AuthResponse> {
  const tokens = await startSession(tx, deps.jwt, account);
  await signInSucceeded(tx, account.email, ip);
  await insertAudit(tx, {
    userId: account.id,
    action: 'login',
    entity: 'user',
    entityId: account.id,
    details: { ip, method },
  });
  return { user: presentSessionUser(account), ...tokens, requires2FA: false };
}
