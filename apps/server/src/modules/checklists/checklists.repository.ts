import { and, arrayContains, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { agents, checklistItems, checklistTicks, missionAssignments } from '../../db/schema/index.ts';

export type NewChecklistItem = typeof checklistItems.$inferInsert;
export type ChecklistItemChanges = Partial<Pick<NewChecklistItem, 'label' | 'required' | 'assignedAgents'>>;

export async function insertChecklistItems(tx: DbOrTx, rows: NewChecklistItem[]) {
  return tx.insert(checklistItems).values(rows).returning();
}

/** How many of these agent ids name an existing agent. */
export async function countAgents(db: DbOrTx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return db.$count(agents, inArray(agents.id, ids));
}

/** How many of these agent ids are on the mission. */
export async function countMissionAgents(db: DbOrTx, missionId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return db.$count(
    missionAssignments,
    and(eq(missionAssignments.missionId, missionId), inArray(missionAssignments.agentId, ids)),
  );
}

/**
 * A mission's tasks in order with their ticks; for one agent (the field area) only the tasks assigned to nobody or
 * to that agent, with that agent's ticks.
 */
export function listChecklistItems(db: DbOrTx, missionId: string, agentId?: string) {
  const concerns = agentId
    ? or(
        sql`cardinality(${checklistItems.assignedAgents}) = 0`,
        arrayContains(checklistItems.assignedAgents, [agentId]),
      )
    : undefined;
  return db.query.checklistItems.findMany({
    where: and(eq(checklistItems.missionId, missionId), concerns),
    with: { ticks: agentId ? { where: eq(checklistTicks.agentId, agentId) } : true },
    orderBy: [asc(checklistItems.order), asc(checklistItems.createdAt)],
  });
}

export function findChecklistItem(db: DbOrTx, id: string, agentId?: string) {
  return db.query.checklistItems.findFirst({
    where: eq(checklistItems.id, id),
    with: { ticks: agentId ? { where: eq(checklistTicks.agentId, agentId) } : true },
  });
}

/**
 * One tick per task and agent: unticking or ticking again updates it, signed at the given time. A tick that repeats
 * the saved state (the offline queue sending again after a lost answer) keeps the time of the first one.
 */
export async function upsertTick(
  tx: DbOrTx,
  values: {
    itemId: string;
    agentId: string;
    checked: boolean;
    signedAt: Date;
    receivedAt: Date;
    declaredAt: Date | null;
  },
): Promise<void> {
  // A repeat of the saved state keeps the first change's times.
  const changed = (column: AnyPgColumn) =>
    sql`case when ${checklistTicks.checked} = excluded.checked then ${column} else ${sql.raw(`excluded.${column.name}`)} end`;
  await tx
    .insert(checklistTicks)
    .values(values)
    .onConflictDoUpdate({
      target: [checklistTicks.itemId, checklistTicks.agentId],
      set: {
        checked: values.checked,
        signedAt: changed(checklistTicks.signedAt),
        receivedAt: changed(checklistTicks.receivedAt),
        declaredAt: changed(checklistTicks.declaredAt),
      },
    });
}

/** The highest task order of the mission, -1 without tasks: new tasks go after the existing ones. */
export async function maxChecklistOrder(db: DbOrTx, missionId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${checklistItems.order}), -1)`.mapWith(Number) })
    .from(checklistItems)
    .where(eq(checklistItems.missionId, missionId));
  return row?.max ?? -1;
}

/** The specialties of an agent, for the tasks they bring to a mission; undefined for an unknown agent. */
export async function findAgentSpecialties(db: DbOrTx, agentId: string): Promise<string[] | undefined> {
  const [row] = await db
    .select({ specialties: agents.specialties })
    .from(agents)
    .where(eq(agents.id, agentId));
  return row?.specialties;
}

export async function updateChecklistItem(tx: DbOrTx, id: string, changes: ChecklistItemChanges) {
  await tx.update(checklistItems).set(changes).where(eq(checklistItems.id, id));
}

/** Deletes tasks with their ticks. */
export async function deleteChecklistItems(tx: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(checklistItems).where(inArray(checklistItems.id, ids));
}

// The first key of the two-key advisory lock taken on a mission's check-list (the second is the mission id's hash).
const CHECKLIST_LOCK_SPACE = 740_202_612;

/**
 * Serialises changes to the team's tasks on one mission until the transaction ends. Shift planning assigns agents
 * under a shared mission lock only, so two newcomers could otherwise both add themselves to the same task.
 */
export async function lockMissionChecklist(tx: DbOrTx, missionId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHECKLIST_LOCK_SPACE}, hashtext(${missionId}))`);
}
