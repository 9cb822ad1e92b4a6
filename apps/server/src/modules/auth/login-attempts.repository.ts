import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/index.ts';

/** Failed sign-ins since `since`, counted for the e-mail and for the address separately. */
export async function countRecentFailures(
  db: DbOrTx,
  { email, ip, since }: { email: string; ip: string; since: Date },
): Promise<{ byEmail: number; byIp: number }> {
  const [row] = await db
    .select({
      byEmail: sql<number>`count(*) filter (where ${loginAttempts.email} = ${email})`.mapWith(Number),
      byIp: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${ip})`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, since),
        or(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)),
      ),
    );
  return { byEmail: row?.byEmail ?? 0, byIp: row?.byIp ?? 0 };
}

export async function recordLoginAttempt(
  db: DbOrTx,
  attempt: { email: string; ip: string; succeeded: boolean },
): Promise<void> {
  await db.insert(loginAttempts).values(attempt);
}
