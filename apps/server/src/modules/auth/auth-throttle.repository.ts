import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authThrottle } from '../../db/schema/index.ts';

export type ThrottleScope =
  'login-account' | 'login-pair' | 'login-device' | 'login-address' | 'reset-account' | 'reset-address';

/**
 * How a counter locks: `limit` counted attempts, then a lock of `baseSeconds` doubling with each further attempt up
 * to `maxSeconds`; the count is forgotten `forgetAfterSeconds` after the last counted attempt.
 */
export type ThrottleRule = {
  limit: number;
  baseSeconds: number;
  maxSeconds: number;
  forgetAfterSeconds: number;
};

export type Counter = { scope: ThrottleScope; account: string; address: string; rule: ThrottleRule };

export type Reservation = { granted: true } | { granted: false; retryAfterSeconds: number };

const sameKey = (c: Omit<Counter, 'rule'>) =>
  and(
    eq(authThrottle.scope, c.scope),
    eq(authThrottle.account, c.account),
    eq(authThrottle.address, c.address),
  );
const keyOf = (c: Omit<Counter, 'rule'>) => `${c.scope}\n${c.account}\n${c.address}`;

const refusal = (until: Date | string, now: Date): Reservation => ({
  granted: false,
  retryAfterSeconds: Math.ceil((new Date(until).getTime() - now.getTime()) / 1000),
});

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts one attempt on every counter, or on none when one of them is locked. One statement locks the rows in key
 * order, decides and writes, so parallel requests (from any process) are counted one after the other and no lock is
 * held between round trips.
 */
export async function reserve(db: DbOrTx, counters: Counter[], now: Date): Promise<Reservation> {
  const sorted = [...counters].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
  const values = sql.join(
    sorted.map(
      ({ scope, account, address, rule }) =>
        sql`(${scope}::text, ${account}::text, ${address}::text, ${rule.limit}::int, ${rule.baseSeconds}::int,
          ${rule.maxSeconds}::int, ${rule.forgetAfterSeconds}::int)`,
    ),
    sql`, `,
  );
  // Most attempts of a burst find a lock already set: they read it without waiting for any row.
  const [locked] = await db
    .select({ until: sql<string | null>`max(${authThrottle.lockedUntil})` })
    .from(authThrottle)
    .where(and(or(...sorted.map(sameKey)), gt(authThrottle.lockedUntil, now)));
  if (locked?.until) return refusal(locked.until, now);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const result = await db.execute(sql`
      with v (scope, account, address, lim, base, cap, forget) as (values ${values}),
      cur as (
        select t.* from auth_throttle t join v using (scope, account, address)
        order by t.scope, t.account, t.address for update of t
      ),
      blocked as (select max(locked_until) as until from cur where locked_until > ${at(now)}),
      next as (
        select cur.scope, cur.account, cur.address, v.lim, v.base, v.cap,
          case when cur.last_at < ${at(now)} - v.forget * interval '1 second' then 1 else cur.count + 1 end as n
        from cur join v using (scope, account, address)
      ),
      written as (
        update auth_throttle t set count = next.n, last_at = ${at(now)},
          locked_until = case when next.n >= next.lim
            then ${at(now)} + least(next.base * power(2, next.n - next.lim), next.cap) * interval '1 second' end
        from next
        where (t.scope, t.account, t.address) = (next.scope, next.account, next.address)
          and (select until from blocked) is null and (select count(*) from cur) = ${sorted.length}
        returning 1
      )
      select (select until from blocked) as until, (select count(*) from written)::int as written`);
    const [row] = (result as unknown as { rows: { until: Date | string | null; written: number }[] }).rows;
    if (row?.until) return refusal(row.until, now);
    if (row?.written === sorted.length) return { granted: true };
    // A first attempt (or a counter deleted as stale meanwhile): create the missing rows and count again.
    await db
      .insert(authThrottle)
      .values(sorted.map(({ scope, account, address }) => ({ scope, account, address, lastAt: now })))
      .onConflictDoNothing();
  }
  // Counters deleted under this request every time: refuse this once rather than let it through uncounted.
  return { granted: false, retryAfterSeconds: 1 };
}

/** Gives back one reserved attempt (its secret was right); a lock only this attempt set goes with it. */
export async function giveBack(db: DbOrTx, counters: Counter[]): Promise<void> {
  for (const counter of counters) {
    await db
      .update(authThrottle)
      .set({
        count: sql`greatest(${authThrottle.count} - 1, 0)`,
        lockedUntil: sql`case when ${authThrottle.count} - 1 < ${counter.rule.limit} then null
          else ${authThrottle.lockedUntil} end`,
      })
      .where(sameKey(counter));
  }
}

/** Forgets the counters of an account in the given scopes, whatever the address. */
export async function clearAccount(db: DbOrTx, scopes: ThrottleScope[], account: string): Promise<void> {
  await db
    .delete(authThrottle)
    .where(and(inArray(authThrottle.scope, scopes), eq(authThrottle.account, account)));
}

/**
 * Deletes counters with nothing counted since `before` and no lock left, so that sprayed e-mails do not pile up.
 * Rows another request holds are skipped: they are in use.
 */
export async function deleteStale(db: DbOrTx, before: Date, now: Date): Promise<void> {
  const t = authThrottle;
  await db.execute(sql`
    delete from ${t} where (${t.scope}, ${t.account}, ${t.address}) in (
      select ${t.scope}, ${t.account}, ${t.address} from ${t}
      where ${t.lastAt} < ${before.toISOString()}::timestamptz
        and (${t.lockedUntil} is null or ${t.lockedUntil} < ${now.toISOString()}::timestamptz)
      limit 1000 for update skip locked)`);
}
