import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CallType } from '@secops/domain/calls';
import type { DbOrTx } from '../../db/client.ts';
import { agents, missedCalls } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';

/** How many unseen missed calls a user is shown at most (the newest). */
const LIST_LIMIT = 50;

/** Stores the missed call; undefined when the callee is no user (the row would point to no one). */
export async function insertMissedCall(
  db: DbOrTx,
  row: { calleeId: string; callerId: string; callerName: string; callType: CallType },
) {
  try {
    const [inserted] = await db.insert(missedCalls).values(row).returning();
    return inserted;
  } catch (error) {
    if (isForeignKeyViolation(error, 'missed_calls_callee_id_users_id_fk')) return undefined;
    throw error;
  }
}

/** A user's unseen missed calls, newest first, with the caller's agent photo when they have one. */
export function listUnseenMissedCalls(db: DbOrTx, calleeId: string) {
  return db
    .select({
      id: missedCalls.id,
      callType: missedCalls.callType,
      createdAt: missedCalls.createdAt,
      callerId: missedCalls.callerId,
      callerName: missedCalls.callerName,
      photo: agents.photo,
    })
    .from(missedCalls)
    .leftJoin(agents, eq(agents.userId, missedCalls.callerId))
    .where(and(eq(missedCalls.calleeId, calleeId), isNull(missedCalls.seenAt)))
    .orderBy(desc(missedCalls.createdAt))
    .limit(LIST_LIMIT);
}

export async function markMissedCallsSeen(db: DbOrTx, calleeId: string): Promise<void> {
  await db
    .update(missedCalls)
    .set({ seenAt: new Date() })
    .where(and(eq(missedCalls.calleeId, calleeId), isNull(missedCalls.seenAt)));
}
