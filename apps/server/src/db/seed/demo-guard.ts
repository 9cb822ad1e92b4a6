import { and, eq, like } from 'drizzle-orm';
import { verifyPassword } from '../../lib/auth/password.ts';
import type { DbOrTx } from '../client.ts';
import { users } from '../schema/index.ts';
import { DEMO_PASSWORD } from './people.data.ts';

/**
 * The active demo accounts (@secops.demo) that still open with the public demo password. A production server refuses
 * to start while there is one: anyone who read the README could sign in.
 */
export async function demoAccountsWithPublicPassword(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, hash: users.passwordHash })
    .from(users)
    .where(and(like(users.email, '%@secops.demo'), eq(users.isActive, true)))
    .limit(100);
  const open: string[] = [];
  for (const row of rows) if (await verifyPassword(row.hash, DEMO_PASSWORD)) open.push(row.email);
  return open;
}
