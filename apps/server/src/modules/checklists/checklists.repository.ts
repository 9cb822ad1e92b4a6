import { and, arrayContains, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { agents, checklistItems, checklistTicks } from '../../db/schema/index.ts';

export type NewChecklistItem = typeof checklistItems.$inferInsert;

export async function insertChecklistItems(tx: DbOrTx, rows: NewChecklistItem[]) {
  return tx.insert(checklistItems).values(rows).returning();
}

/** How many of these agent ids name an existing agent. */
export async function countAgents(db: DbOrTx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return db.$count(agents, inArray(agents.id, ids));
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

/** One tick per task and agent: ticking again or unticking updates it, signed at the given time. */
export async function upsertTick(
  tx: DbOrTx,
  values: { itemId: string; agentId: string; checked: boolean; signedAt: Date },
): Promise<void> {
  await tx
    .insert(checklistTicks)
    .values(values)
    .onConflictDoUpdate({
      target: [checklistTicks.itemId, checklistTicks.agentId],
      set: { checked: values.checked, signedAt: values.signedAt },
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
