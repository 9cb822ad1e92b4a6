import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { VehicleStatus } from '@secops/domain/equipment';
import type { DbOrTx } from '../../db/client.ts';
import { agents, vehicles } from '../../db/schema/index.ts';

type Assignee = { id: string; firstName: string; lastName: string; matricule: string };
export type VehicleRow = typeof vehicles.$inferSelect & { assignedAgent: Assignee | null };
export type VehicleValues = Omit<typeof vehicles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Vehicles with the agent each assigned one is with (one query for all of them). */
async function withAssignees(db: DbOrTx, rows: (typeof vehicles.$inferSelect)[]): Promise<VehicleRow[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.assignedAgentId ? [row.assignedAgentId] : [])))];
  const found = ids.length
    ? await db
        .select({
          id: agents.id,
          firstName: agents.firstName,
          lastName: agents.lastName,
          matricule: agents.matricule,
        })
        .from(agents)
        .where(inArray(agents.id, ids))
    : [];
  const byId = new Map(found.map((agent) => [agent.id, agent]));
  return rows.map((row) => ({ ...row, assignedAgent: byId.get(row.assignedAgentId ?? '') ?? null }));
}

export const listVehicles = async (db: DbOrTx): Promise<VehicleRow[]> =>
  withAssignees(db, await db.select().from(vehicles).orderBy(asc(vehicles.plate)));

/** Plates are stored normalised (see normalizePlate), so equality is enough. */
export async function plateExists(db: DbOrTx, plate: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.plate, plate), exceptId ? ne(vehicles.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function insertVehicle(db: DbOrTx, values: VehicleValues): Promise<VehicleRow> {
  const [row] = await db.insert(vehicles).values(values).returning();
  return (await withAssignees(db, [row!]))[0]!;
}

/** Undefined when there is no such vehicle. */
export async function updateVehicleRow(
  db: DbOrTx,
  id: string,
  values: Partial<VehicleValues>,
): Promise<VehicleRow | undefined> {
  const [row] = await db.update(vehicles).set(values).where(eq(vehicles.id, id)).returning();
  return row ? (await withAssignees(db, [row]))[0] : undefined;
}

/** The status and assignee of a vehicle, locked until the end of the transaction. */
export async function lockVehicle(
  tx: DbOrTx,
  id: string,
): Promise<{ status: VehicleStatus; assignedAgentId: string | null } | undefined> {
  const [row] = await tx
    .select({ status: vehicles.status, assignedAgentId: vehicles.assignedAgentId })
    .from(vehicles)
    .where(eq(vehicles.id, id))
    .for('update');
  return row;
}

export async function deleteVehicleRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(vehicles).where(eq(vehicles.id, id));
}
