import { and, asc, eq, ne } from 'drizzle-orm';
import type { VehicleStatus } from '@secops/domain/equipment';
import type { DbOrTx } from '../../db/client.ts';
import { vehicles } from '../../db/schema/index.ts';

export type VehicleRow = typeof vehicles.$inferSelect;
export type VehicleValues = Omit<typeof vehicles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const listVehicles = (db: DbOrTx): Promise<VehicleRow[]> =>
  db.select().from(vehicles).orderBy(asc(vehicles.plate));

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
  return row!;
}

/** Undefined when there is no such vehicle. */
export async function updateVehicleRow(
  db: DbOrTx,
  id: string,
  values: Partial<VehicleValues>,
): Promise<VehicleRow | undefined> {
  const [row] = await db.update(vehicles).set(values).where(eq(vehicles.id, id)).returning();
  return row;
}

export async function lockVehicle(tx: DbOrTx, id: string): Promise<{ status: VehicleStatus } | undefined> {
  const [row] = await tx
    .select({ status: vehicles.status })
    .from(vehicles)
    .where(eq(vehicles.id, id))
    .for('update');
  return row;
}

export async function deleteVehicleRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(vehicles).where(eq(vehicles.id, id));
}
