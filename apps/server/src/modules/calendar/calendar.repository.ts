import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { agents, calendarTokens, missions, shifts, users } from '../../db/schema/index.ts';
import type { FeedShift } from './calendar-feed.ts';

/**
 * The user's token becomes this hash, whether they had one or not: one statement, so two makings at once leave one
 * row, and the old hash stops matching at once.
 */
export async function replaceToken(db: DbOrTx, userId: string, tokenHash: string): Promise<void> {
  await db
    .insert(calendarTokens)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarTokens.userId, set: { tokenHash, createdAt: sql`now()` } });
}

export async function deleteToken(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(calendarTokens).where(eq(calendarTokens.userId, userId));
}

export async function findTokenOf(db: DbOrTx, userId: string): Promise<{ createdAt: Date } | undefined> {
  const [row] = await db
    .select({ createdAt: calendarTokens.createdAt })
    .from(calendarTokens)
    .where(eq(calendarTokens.userId, userId));
  return row;
}

/** The active account whose token has this hash, and its agent if any; undefined otherwise. */
export async function findOwnerByHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ userId: string; agentId: string | null } | undefined> {
  const [row] = await db
    .select({ userId: users.id, agentId: agents.id })
    .from(calendarTokens)
    .innerJoin(users, eq(users.id, calendarTokens.userId))
    .leftJoin(agents, eq(agents.userId, users.id))
    .where(and(eq(calendarTokens.tokenHash, tokenHash), eq(users.isActive, true)));
  return row;
}

/** The agent's shifts that overlap [from, to), earliest first, with their mission's title, type and address. */
export function agentShiftsBetween(db: DbOrTx, agentId: string, from: Date, to: Date): Promise<FeedShift[]> {
  return db
    .select({
      id: shifts.id,
      startAt: shifts.startAt,
      endAt: shifts.endAt,
      zone: shifts.zone,
      notes: shifts.notes,
      updatedAt: shifts.updatedAt,
      missionTitle: missions.title,
      missionType: missions.type,
      missionAddress: missions.locationAddress,
    })
    .from(shifts)
    .innerJoin(missions, eq(missions.id, shifts.missionId))
    .where(and(eq(shifts.agentId, agentId), lt(shifts.startAt, to), gt(shifts.endAt, from)))
    .orderBy(asc(shifts.startAt), asc(shifts.id));
}
