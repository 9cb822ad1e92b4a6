import { eq } from 'drizzle-orm';
import { chatDisplayName } from '@secops/domain/chat';
import type { CallerInfo, MissedCall } from '@secops/domain/calls';
import type { DbOrTx } from '../../db/client.ts';
import { agents, users } from '../../db/schema/index.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { CallRecord } from './call-store.ts';
import { insertMissedCall, listUnseenMissedCalls, markMissedCallsSeen } from './missed-calls.repository.ts';

/** How a user is shown to the people they call: agent name and photo, else the account's name (from the database). */
export async function callerInfoOf(db: DbOrTx, userId: string): Promise<CallerInfo> {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      agent: { firstName: agents.firstName, lastName: agents.lastName, photo: agents.photo },
    })
    .from(users)
    .leftJoin(agents, eq(agents.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw unauthorized();
  return { userId, name: chatDisplayName(row), photo: row.agent?.photo ?? null };
}

const present = (row: Awaited<ReturnType<typeof listUnseenMissedCalls>>[number]): MissedCall => ({
  id: row.id,
  callType: row.callType,
  at: row.createdAt.toISOString(),
  caller: { userId: row.callerId, name: row.callerName, photo: row.photo ?? null },
});

/**
 * Stores a call the callee missed; the caller's name is copied, so the entry outlives the caller's account. A callee
 * id that is no user stores nothing (undefined): calling one is answered as calling someone offline.
 */
export async function recordMissedCall(
  db: DbOrTx,
  call: Pick<CallRecord, 'callerId' | 'calleeId' | 'callType'>,
): Promise<MissedCall | undefined> {
  const caller = await callerInfoOf(db, call.callerId);
  const row = await insertMissedCall(db, { ...call, callerName: caller.name });
  if (!row) return undefined;
  return {
    id: row.id,
    callType: row.callType,
    at: row.createdAt.toISOString(),
    caller: { userId: call.callerId, name: caller.name, photo: caller.photo ?? null },
  };
}

export const unseenMissedCalls = async (db: DbOrTx, userId: string) =>
  (await listUnseenMissedCalls(db, userId)).map(present);

export const markAllMissedCallsSeen = markMissedCallsSeen;
