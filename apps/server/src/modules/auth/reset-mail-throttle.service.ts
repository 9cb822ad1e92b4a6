import type { DbOrTx } from '../../db/client.ts';
import { reserve, type ThrottleRule } from './auth-throttle.repository.ts';

const HOUR = 3600;

/** Reset e-mails to one account: 3 per hour. */
export const RESET_ACCOUNT_RULE: ThrottleRule = {
  limit: 3,
  baseSeconds: HOUR,
  maxSeconds: HOUR,
  forgetAfterSeconds: HOUR,
};
/** Reset requests from one address, all e-mails together: 20 per hour. */
export const RESET_ADDRESS_RULE: ThrottleRule = {
  limit: 20,
  baseSeconds: HOUR,
  maxSeconds: HOUR,
  forgetAfterSeconds: HOUR,
};

/**
 * Counts a forgot-password request for the e-mail and the address, known account or not; false once either has
 * reached its limit (the caller still answers the same, and sends nothing).
 */
export async function reserveResetMail(db: DbOrTx, email: string, ip: string): Promise<boolean> {
  const reservation = await reserve(
    db,
    [
      { scope: 'reset-account', account: email.toLowerCase(), address: '', rule: RESET_ACCOUNT_RULE },
      { scope: 'reset-address', account: '', address: ip, rule: RESET_ADDRESS_RULE },
    ],
    new Date(),
  );
  return reservation.granted;
}
