import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { EquipmentStatus } from '@secops/domain/equipment';
import type { EquipmentListQuery } from '@secops/domain/equipment.schemas';
import type { DbOrTx } from '../../db/client.ts';
import { agents, equipment, equipmentAssignments } from '../../db/schema/index.ts';

export type EquipmentRow = typeof equipment.$inferSelect;
export type EquipmentValues = Omit<typeof equipment.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type AssignmentRow = typeof equipmentAssignments.$inferSelect;
export type AssignmentWithAgent = AssignmentRow & {
  agent: { id: string; firstName: string; lastName: string; matricule: string; userId: string | null };
};

export async function listEquipment(db: DbOrTx, query: EquipmentListQuery): Promise<EquipmentRow[]> {
  return db
    .select()
    .from(equipment)
    .where(
      and(
        query.kind ? eq(equipment.kind, query.kind) : undefined,
        query.status ? eq(equipment.status, query.status) : undefined,
      ),
    )
    .orderBy(asc(equipment.kind), asc(equipment.serial), asc(equipment.createdAt));
}

export async function findEquipment(db: DbOrTx, id: string): Promise<EquipmentRow | undefined> {
  const [row] = await db.select().from(equipment).where(eq(equipment.id, id));
  return row;
}

/** The latest `perItem` assignments of each item, newest first, with their agent. */
export async function listRecentAssignments(
  db: DbOrTx,
  equipmentIds: string[],
  perItem: number,
): Promise<AssignmentWithAgent[]> {
  if (equipmentIds.length === 0) return [];
  const ranked = db
    .select({
      id: equipmentAssignments.id,
      rank: sql<number>`row_number() over (partition by ${equipmentAssignments.equipmentId} order by ${equipmentAssignments.outAt} desc, ${equipmentAssignments.id})`.as(
        'rank',
      ),
    })
    .from(equipmentAssignments)
    .where(inArray(equipmentAssignments.equipmentId, equipmentIds))
    .as('ranked');
  const rows = await db
    .select({
      assignment: equipmentAssignments,
      agent: {
        id: agents.id,
        firstName: agents.firstName,
        lastName: agents.lastName,
        matricule: agents.matricule,
        userId: agents.userId,
      },
    })
    .from(ranked)
    .innerJoin(equipmentAssignments, eq(equipmentAssignments.id, ranked.id))
    .innerJoin(agents, eq(agents.id, equipmentAssignments.agentId))
    .where(lte(ranked.rank, perItem))
    .orderBy(desc(equipmentAssignments.outAt), asc(equipmentAssignments.id));
  return rows.map((r) => ({ ...r.assignment, agent: r.agent }));
}

export async function insertEquipment(db: DbOrTx, values: EquipmentValues): Promise<EquipmentRow> {
  const [row] = await db.insert(equipment).values(values).returning();
  return row!;
}

export async function updateEquipmentRow(
  db: DbOrTx,
  id: string,
  values: Partial<EquipmentValues>,
): Promise<void> {
  await db.update(equipment).set(values).where(eq(equipment.id, id));
}

export async function deleteEquipmentRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(equipment).where(eq(equipment.id, id));
}

/** Locks the item for the rest of the transaction: assignments and returns of one item happen one at a time. */
export async function lockEquipment(
  tx: DbOrTx,
  id: string,
): Promise<{ id: string; status: EquipmentStatus } | undefined> {
  const [row] = await tx
    .select({ id: equipment.id, status: equipment.status })
    .from(equipment)
    .where(eq(equipment.id, id))
    .for('update');
  return row;
}

export async function insertAssignment(
  tx: DbOrTx,
  values: { equipmentId: string; agentId: string; notes: string | null },
): Promise<AssignmentRow> {
  const [row] = await tx.insert(equipmentAssignments).values(values).returning();
  return row!;
}

export async function lockAssignment(tx: DbOrTx, id: string): Promise<AssignmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(equipmentAssignments)
    .where(eq(equipmentAssignments.id, id))
    .for('update');
  return row;
}

/** Sets the return time of an open assignment; false when it was already returned. */
export async function closeAssignment(tx: DbOrTx, id: string, inAt: Date): Promise<boolean> {
  const rows = await tx
    .update(equipmentAssignments)
    .set({ inAt })
    .where(and(eq(equipmentAssignments.id, id), isNull(equipmentAssignments.inAt)))
    .returning({ id: equipmentAssignments.id });
  return rows.length === 1;
}
