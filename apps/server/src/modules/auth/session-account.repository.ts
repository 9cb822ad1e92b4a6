import { and, eq, isNull, sql } from 'drizzle-orm';
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

// Built once per database: every signed-in request runs it.
const queries = new WeakMap<DbOrTx, ReturnType<typeof prepareSessionAccount>>();

/** The account behind a session and whether that session is still live, in one round trip. */
export async function findSessionAccount(db: DbOrTx, userId: string, sessionId: string) {
  let query = queries.get(db);
  if (!query) queries.set(db, (query = prepareSessionAccount(db)));
  const [row] = await query.execute({ userId, sessionId });
  return row;
}
