import * as MSG from '@secops/domain/messages';
import type { DbOrTx } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import {
  clearAccount,
  deleteStale,
  giveBack,
  reserve,
  type Counter,
  type ThrottleRule,
} from './auth-throttle.repository.ts';

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** Wrong secrets for one account, from anywhere: 10, then 1, 2, 4, 8 and at most 15 minutes between tries. */
export const ACCOUNT_RULE: ThrottleRule = {
  limit: 10,
  baseSeconds: MINUTE,
  maxSeconds: 15 * MINUTE,
  forgetAfterSeconds: DAY,
};
/** Wrong secrets for one account from one address: 5, then the same growing delays. */
export const PAIR_RULE: ThrottleRule = {
  limit: 5,
  baseSeconds: MINUTE,
  maxSeconds: 15 * MINUTE,
  forgetAfterSeconds: DAY,
};
/** Wrong secrets from one address, all accounts together (offices share addresses): 200 per 15 minutes. */
export const ADDRESS_RULE: ThrottleRule = {
  limit: 200,
  baseSeconds: 15 * MINUTE,
  maxSeconds: 15 * MINUTE,
  forgetAfterSeconds: 15 * MINUTE,
};

function counters(email: string, ip: string) {
  const account = email.toLowerCase();
  return {
    account: { scope: 'login-account', account, address: '', rule: ACCOUNT_RULE },
    pair: { scope: 'login-pair', account, address: ip, rule: PAIR_RULE },
    address: { scope: 'login-address', account: '', address: ip, rule: ADDRESS_RULE },
  } satisfies Record<string, Counter>;
}

const all = (email: string, ip: string): Counter[] => Object.values(counters(email, ip));

/**
 * Counts a sign-in attempt as failed before its password or code is checked, or refuses it (429 with Retry-After)
 * while the account, the account from this address, or the address is locked. Atomic across processes.
 */
export async function reserveSignInAttempt(db: DbOrTx, email: string, ip: string): Promise<void> {
  const reservation = await reserve(db, all(email, ip), new Date());
  if (!reservation.granted) throw tooManyRequests(MSG.tooManyAttempts, reservation.retryAfterSeconds);
}

/** The secret was right but the sign-in goes on (2FA code next): the attempt no longer counts as failed. */
export const signInAttemptPassed = (db: DbOrTx, email: string, ip: string) => giveBack(db, all(email, ip));

/** A complete sign-in, or a proven secret: the account's failures are forgotten (the address keeps its own). */
export async function signInSucceeded(db: DbOrTx, email: string, ip: string): Promise<void> {
  // In the order reservations lock rows (scope, then account, then address), so that neither waits on the other.
  await clearAccount(db, ['login-account'], email.toLowerCase());
  await giveBack(db, [counters(email, ip).address]);
  await clearAccount(db, ['login-pair'], email.toLowerCase());
  const now = new Date();
  await deleteStale(db, new Date(now.getTime() - DAY * 1000), now);
}

/** A password set from a reset link: the owner is back in, whatever failures came before. */
export async function clearSignInFailures(db: DbOrTx, email: string): Promise<void> {
  await clearAccount(db, ['login-account'], email.toLowerCase());
  await clearAccount(db, ['login-pair'], email.toLowerCase());
}
