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
/** Wrong secrets for one account from one address, or from one device token: 5, then the same growing delays. */
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

const addressCounter = (ip: string): Counter => ({
  scope: 'login-address',
  account: '',
  address: ip,
  rule: ADDRESS_RULE,
});

/**
 * The counters of a sign-in attempt. With `device` (the id of a valid device token the browser presented for this
 * account) the attempt counts per (account, device) instead of per (account, address), and leaves the address alone:
 * guesses at other accounts from a shared address never lock out a browser its owner signed in from before.
 */
function counters(email: string, ip: string, device?: string): Counter[] {
  const account = email.toLowerCase();
  const own: Counter = { scope: 'login-account', account, address: '', rule: ACCOUNT_RULE };
  if (device) return [own, { scope: 'login-device', account, address: device, rule: PAIR_RULE }];
  return [own, { scope: 'login-pair', account, address: ip, rule: PAIR_RULE }, addressCounter(ip)];
}

/**
 * Counts a sign-in attempt as failed before its password or code is checked, or refuses it (429 with Retry-After)
 * while the account, the account from this address (or device), or the address is locked. Atomic across processes.
 */
export async function reserveSignInAttempt(
  db: DbOrTx,
  email: string,
  ip: string,
  device?: string,
): Promise<void> {
  const reservation = await reserve(db, counters(email, ip, device), new Date());
  if (!reservation.granted) throw tooManyRequests(MSG.tooManyAttempts, reservation.retryAfterSeconds);
}

/** The secret was right but the sign-in goes on (2FA code next): the attempt no longer counts as failed. */
export const signInAttemptPassed = (db: DbOrTx, email: string, ip: string, device?: string) =>
  giveBack(db, counters(email, ip, device));

/** A complete sign-in, or a proven secret: the account's failures are forgotten (the address keeps its own). */
export async function signInSucceeded(db: DbOrTx, email: string, ip: string, device?: string): Promise<void> {
  // In the order reservations lock rows (scope, then account, then address), so that neither waits on the other.
  await clearAccount(db, ['login-account'], email.toLowerCase());
  if (!device) await giveBack(db, [addressCounter(ip)]);
  await clearAccount(db, ['login-device', 'login-pair'], email.toLowerCase());
  const now = new Date();
  await deleteStale(db, new Date(now.getTime() - DAY * 1000), now);
}

/** A password set from a reset link: the owner is back in, whatever failures came before. */
export async function clearSignInFailures(db: DbOrTx, email: string): Promise<void> {
  await clearAccount(db, ['login-account'], email.toLowerCase());
  await clearAccount(db, ['login-device', 'login-pair'], email.toLowerCase());
}
