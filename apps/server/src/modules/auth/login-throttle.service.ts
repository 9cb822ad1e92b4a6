import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES } from '@secops/domain/constants';
import { MSG } from '@secops/domain/messages';
import type { DbOrTx } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { countRecentFailures, recordLoginAttempt } from './login-attempts.repository.ts';

/**
 * Refuses a sign-in (429) once the e-mail or the address has LOGIN_MAX_FAILURES failures in the window.
 * Checked before any password or code is verified; the count lives in the database, so it holds across processes.
 */
export async function assertNotThrottled(db: DbOrTx, email: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  const { byEmail, byIp } = await countRecentFailures(db, { email: email.toLowerCase(), ip, since });
  if (byEmail >= LOGIN_MAX_FAILURES || byIp >= LOGIN_MAX_FAILURES) {
    throw tooManyRequests(MSG.tooManyAttempts);
  }
}

export const recordFailure = (db: DbOrTx, email: string, ip: string) =>
  recordLoginAttempt(db, { email: email.toLowerCase(), ip, succeeded: false });

export const recordSuccess = (db: DbOrTx, email: string, ip: string) =>
  recordLoginAttempt(db, { email: email.toLowerCase(), ip, succeeded: true });
