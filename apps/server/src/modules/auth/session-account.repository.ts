import { and, eq, isNull, sql } from 'drizzle-orm';
import { changeFeedOf } from '../../db/change-feed.ts';
import type { DbOrTx } from '../../db/client.ts';
import { agents, refreshTokens, users } from '../../db/schema/index.ts';

function prepareSessionAccount(db: DbOrTx) {
  const live = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('sessionId')),
        eq(refreshTokens.userId, users.id),
        isNull(refreshTokens.revokedAt),
      ),
    );
  return db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
      agentId: agents.id,
      clientId: users.clientId,
      live: sql<boolean>`exists (${live})`,
    })
    .from(users)
    .leftJoin(agents, eq(agents.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('session_account');
}

type SessionAccount = NonNullable<
  Awaited<ReturnType<ReturnType<typeof prepareSessionAccount>['execute']>>[number]
>;
type Lookup = (userId: string, sessionId: string) => Promise<SessionAccount | undefined>;

/** Sessions remembered before the memory is cleared (a bound, not a tuning knob). */
const REMEMBERED_SESSIONS = 10_000;

/**
 * The lookup of a database, built once: every signed-in request runs it. While the database's change feed is live
 * (see change-feed.ts) the answers are remembered per session and forgotten for a user as soon as a trigger tells that
 * their account, agent link or sessions changed, so a revocation still counts at once.
 */
function createLookup(db: DbOrTx): Lookup {
  const query = prepareSessionAccount(db);
  const ask: Lookup = async (userId, sessionId) => (await query.execute({ userId, sessionId }))[0];
  const feed = changeFeedOf(db);
  if (!feed) return ask;
  const remembered = new Map<string, Map<string, SessionAccount>>();
  let count = 0;
  let epoch = feed.epoch;
  // Counts the changes told, so that an answer read while one was told is not kept.
  let told = 0;
  const forgetAll = () => {
    remembered.clear();
    count = 0;
  };
  const listening = feed.listen('account_changed', (userId) => {
    told += 1;
    count -= remembered.get(userId)?.size ?? 0;
    remembered.delete(userId);
  });
  return async (userId, sessionId) => {
    await listening;
    if (!feed.live) return ask(userId, sessionId);
    if (feed.epoch !== epoch) {
      forgetAll();
      epoch = feed.epoch;
    }
    const known = remembered.get(userId)?.get(sessionId);
    if (known) return known;
    const before = { told, epoch };
    const account = await ask(userId, sessionId);
    if (!account || told !== before.told || !feed.live || feed.epoch !== before.epoch) return account;
    if (count >= REMEMBERED_SESSIONS) forgetAll();
    let sessions = remembered.get(userId);
    if (!sessions) remembered.set(userId, (sessions = new Map()));
    sessions.set(sessionId, account);
    count += 1;
    return account;
  };
}

const lookups = new WeakMap<DbOrTx, Lookup>();

/** The account behind a session and whether that session is still live, in one round trip at most. */
export async function findSessionAccount(db: DbOrTx, userId: string, sessionId: string) {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = createLookup(db)));
  return lookup(userId, sessionId);
}
