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

/** Sessions remembered on the embedded database before the memory is cleared (a bound, not a tuning knob). */
const REMEMBERED_SESSIONS = 10_000;

/**
 * The lookup of a database, built once: every signed-in request runs it. On the embedded database the answers are
 * remembered per session and forgotten for a user as soon as a trigger tells that their account, agent link or
 * sessions changed (see change-feed.ts: told before the write returns), so a revocation still counts at once.
 */
function createLookup(db: DbOrTx): Lookup {
  const query = prepareSessionAccount(db);
  const ask: Lookup = async (userId, sessionId) => (await query.execute({ userId, sessionId }))[0];
  const feed = changeFeedOf(db);
  if (!feed) return ask;
  const remembered = new Map<string, Map<string, SessionAccount>>();
  let count = 0;
  const listening = feed.listen('account_changed', (userId) => {
    count -= remembered.get(userId)?.size ?? 0;
    remembered.delete(userId);
  });
  return async (userId, sessionId) => {
    await listening;
    const known = remembered.get(userId)?.get(sessionId);
    if (known) return known;
    const generation = remembered.get(userId);
    const account = await ask(userId, sessionId);
    // Kept only when no change was told while the database answered (the user's map would have been dropped).
    if (!account || remembered.get(userId) !== generation) return account;
    if (count >= REMEMBERED_SESSIONS) {
      remembered.clear();
      count = 0;
    }
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
