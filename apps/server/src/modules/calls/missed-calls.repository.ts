import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CallType } from '@secops/domain/calls';
import type { DbOrTx } from '../../db/client.ts';
import { agents, missedCalls } from '../../db/schema/index.ts';

/** How many unseen missed calls a user is shown at most (the newest). */
const LIST_LIMIT = 50;

export async function insertMissedCall(
  db: DbOrTx,
  row: { calleeId: string; callerId: string; callerName: string; callType: CallType },
) {
  const [inserted] = await db.insert(missedCalls).values(row).returning();
  if (!inserted) throw new Error('missed call insert returned no row');
  return inserted;
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
