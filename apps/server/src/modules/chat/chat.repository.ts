import { and, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { MissionStatus } from '@secops/domain/missions';
import { STAFF_ROLES } from '@secops/domain/roles';
import type { DbOrTx } from '../../db/client.ts';
import { agents, chatMessages, missionAssignments, missions, users } from '../../db/schema/index.ts';

/** A mission's status and whether the user's agent is assigned to it; undefined for an unknown mission. */
export async function findChatAccess(
  db: DbOrTx,
  missionId: string,
  userId: string,
): Promise<{ status: MissionStatus; assigned: boolean } | undefined> {
  const assignment = db
    .select({ one: sql`1` })
    .from(missionAssignments)
    .innerJoin(agents, eq(agents.id, missionAssignments.agentId))
    .where(and(eq(missionAssignments.missionId, missions.id), eq(agents.userId, userId)));
  const [row] = await db
    .select({ status: missions.status, assigned: exists(assignment).mapWith(Boolean) })
    .from(missions)
    .where(eq(missions.id, missionId));
  return row;
}

const messageColumns = {
  message: chatMessages,
  sender: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
  agent: { id: agents.id, firstName: agents.firstName, lastName: agents.lastName, photo: agents.photo },
};

const selectMessages = (db: DbOrTx) =>
  db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .leftJoin(agents, eq(agents.userId, users.id));

export type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['execute']>>[number];

export async function messageExists(db: DbOrTx, missionId: string, messageId: string): Promise<boolean> {
  const where = and(eq(chatMessages.id, messageId), eq(chatMessages.missionId, missionId));
  return (await db.$count(chatMessages, where)) > 0;
}

/**
 * A page of a mission's messages, newest first. `before` is a message id: only older messages come (compared in
 * SQL on creation time then id, so that equal times and microseconds are handled exactly).
 */
export async function listMessages(
  db: DbOrTx,
  missionId: string,
  page: { limit: number; before?: string },
): Promise<MessageRow[]> {
  const where: SQL[] = [eq(chatMessages.missionId, missionId)];
  if (page.before) {
    where.push(
      sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (select m.created_at, m.id from ${chatMessages} m where m.id = ${page.before})`,
    );
  }
  return selectMessages(db)
    .where(and(...where))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(page.limit);
}

/**
 * Stores a message; null when its sender already stored one with this clientRequestId (a message the offline queue
 * sent again, or sent twice at once).
 */
export async function insertMessageOnce(
  db: DbOrTx,
  values: typeof chatMessages.$inferInsert & { senderId: string; type: 'TEXT' },
): Promise<MessageRow | null> {
  const [inserted] = await db
    .insert(chatMessages)
    .values(values)
    .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientRequestId] })
    .returning({ id: chatMessages.id });
  if (!inserted) return null;
  const [row] = await selectMessages(db).where(eq(chatMessages.id, inserted.id));
  if (!row) throw new Error('inserted message not found');
  return row;
}

/** The message this user already sent with this clientRequestId, if any. */
export async function findMessageByClientRequest(
  db: DbOrTx,
  senderId: string,
  clientRequestId: string,
): Promise<MessageRow | undefined> {
  const [row] = await selectMessages(db).where(
    and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientRequestId, clientRequestId)),
  );
  return row;
}

/** Active users who may be mentioned in a mission's chat: staff, and the users of the agents assigned to it. */
export async function listMentionable(db: DbOrTx, missionId: string) {
  const assigned = db
    .select({ id: missionAssignments.agentId })
    .from(missionAssignments)
    .where(eq(missionAssignments.missionId, missionId));
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      agent: { firstName: agents.firstName, lastName: agents.lastName },
    })
    .from(users)
    .leftJoin(agents, eq(agents.userId, users.id))
    .where(
      and(eq(users.isActive, true), or(inArray(users.role, [...STAFF_ROLES]), inArray(agents.id, assigned))),
    );
}

/** The e-mail, account name and agent name of a user, for the name the chat shows. */
export async function findChatIdentity(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      agent: { firstName: agents.firstName, lastName: agents.lastName },
    })
    .from(users)
    .leftJoin(agents, eq(agents.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}
