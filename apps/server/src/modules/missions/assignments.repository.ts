import { and, eq, gt, notExists } from 'drizzle-orm';
import type { AssignmentRole } from '@secops/domain/assignments';
import type { DbOrTx } from '../../db/client.ts';
import { agents, attendances, missionAssignments, shifts } from '../../db/schema/index.ts';

export type AssignmentRow = typeof missionAssignments.$inferSelect;

export async function findAgentCard(db: DbOrTx, agentId: string) {
  const [row] = await db
    .select({
      id: agents.id,
      firstName: agents.firstName,
      lastName: agents.lastName,
      matricule: agents.matricule,
      photo: agents.photo,
      specialties: agents.specialties,
    })
    .from(agents)
    .where(eq(agents.id, agentId));
  return row;
}

/** Adds the agent to the mission; undefined when the agent is already on it. */
export async function insertAssignment(
  tx: DbOrTx,
  values: { missionId: string; agentId: string; role: AssignmentRole },
): Promise<AssignmentRow | undefined> {
  const [row] = await tx.insert(missionAssignments).values(values).onConflictDoNothing().returning();
  return row;
}

/** The user account of an agent (null when the agent has none). */
export async function findAgentUserId(db: DbOrTx, agentId: string): Promise<string | null> {
  const [row] = await db.select({ userId: agents.userId }).from(agents).where(eq(agents.id, agentId));
  return row?.userId ?? null;
}

export async function findAssignment(db: DbOrTx, id: string): Promise<AssignmentRow | undefined> {
  const [row] = await db.select().from(missionAssignments).where(eq(missionAssignments.id, id));
  return row;
}

export async function deleteAssignment(tx: DbOrTx, id: string): Promise<AssignmentRow | undefined> {
  const [row] = await tx.delete(missionAssignments).where(eq(missionAssignments.id, id)).returning();
  return row;
}

/** Drops the agent's shifts on the mission that are still to come and have no attendance (no history is lost). */
export async function deletePendingShifts(tx: DbOrTx, missionId: string, agentId: string, now: Date) {
  await tx
    .delete(shifts)
    .where(
      and(
        eq(shifts.missionId, missionId),
        eq(shifts.agentId, agentId),
        gt(shifts.endAt, now),
        notExists(
          tx.select({ id: attendances.id }).from(attendances).where(eq(attendances.shiftId, shifts.id)),
        ),
      ),
    );
}
