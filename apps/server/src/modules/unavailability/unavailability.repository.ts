import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { agents, unavailabilities } from '../../db/schema/index.ts';

type Period = { startAt: Date; endAt: Date };
export type UnavailabilityRecord = typeof unavailabilities.$inferSelect;
export type NewUnavailability = typeof unavailabilities.$inferInsert;

export async function agentExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: agents.id }).from(agents).where(eq(agents.id, id));
  return Boolean(row);
}

export function findAgentUnavailabilities(db: DbOrTx, agentId: string) {
  return db
    .select()
    .from(unavailabilities)
    .where(eq(unavailabilities.agentId, agentId))
    .orderBy(asc(unavailabilities.startAt));
}

export async function findUnavailability(db: DbOrTx, id: string) {
  const [row] = await db.select().from(unavailabilities).where(eq(unavailabilities.id, id));
  return row;
}

export async function insertUnavailability(db: DbOrTx, values: NewUnavailability) {
  const [row] = await db.insert(unavailabilities).values(values).returning();
  return row!;
}

export async function updateUnavailability(db: DbOrTx, id: string, values: Partial<NewUnavailability>) {
  const [row] = await db
    .update(unavailabilities)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(unavailabilities.id, id))
    .returning();
  return row;
}

export async function deleteUnavailability(db: DbOrTx, id: string): Promise<void> {
  await db.delete(unavailabilities).where(eq(unavailabilities.id, id));
}

/** The approved unavailability of these agents meeting the period, in start order. */
export function findApprovedBetween(db: DbOrTx, agentIds: string[] | 'all', period: Period) {
  const where = [
    eq(unavailabilities.status, 'APPROVED'),
    lt(unavailabilities.startAt, period.endAt),
    gt(unavailabilities.endAt, period.startAt),
  ];
  if (agentIds !== 'all') {
    if (agentIds.length === 0) return Promise.resolve([]);
    where.push(inArray(unavailabilities.agentId, agentIds));
  }
  return db
    .select()
    .from(unavailabilities)
    .where(and(...where))
    .orderBy(asc(unavailabilities.startAt));
}
