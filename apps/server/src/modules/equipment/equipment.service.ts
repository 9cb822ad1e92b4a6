import {
  EQUIPMENT_HISTORY_LENGTH,
  type EquipmentCreate,
  type EquipmentListQuery,
  type EquipmentUpdate,
} from '@secops/domain/equipment.schemas';
import * as MSG from '@secops/domain/messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import {
  deleteEquipmentRow,
  findEquipment,
  insertEquipment,
  listEquipment,
  listRecentAssignments,
  lockEquipment,
  updateEquipmentRow,
  type AssignmentWithAgent,
  type EquipmentRow,
} from './equipment.repository.ts';

export type EquipmentView = { item: EquipmentRow; assignments: AssignmentWithAgent[] };

export const equipmentNotFound = () => notFound(MSG.equipmentNotFound);
const assignedLocked = () => conflict(MSG.equipmentAssignedLocked, 'EQUIPMENT_ASSIGNED');

/** Every item with its latest assignments (EQUIPMENT_HISTORY_LENGTH each), newest first. */
export async function searchEquipment(db: Db, query: EquipmentListQuery): Promise<EquipmentView[]> {
  const items = await listEquipment(db, query);
  const assignments = await listRecentAssignments(
    db,
    items.map((i) => i.id),
    EQUIPMENT_HISTORY_LENGTH,
  );
  return items.map((item) => ({ item, assignments: assignments.filter((a) => a.equipmentId === item.id) }));
}

export async function equipmentView(db: DbOrTx, id: string): Promise<EquipmentView> {
  const item = await findEquipment(db, id);
  if (!item) throw equipmentNotFound();
  return { item, assignments: await listRecentAssignments(db, [id], EQUIPMENT_HISTORY_LENGTH) };
}

export async function createEquipment(db: Db, input: EquipmentCreate): Promise<EquipmentView> {
  return { item: await insertEquipment(db, input), assignments: [] };
}

/** An assigned item keeps its status until it is returned (409); its other fields may change. */
export async function updateEquipment(db: Db, id: string, input: EquipmentUpdate): Promise<EquipmentView> {
  await db.transaction(async (tx) => {
    const item = await lockEquipment(tx, id);
    if (!item) throw equipmentNotFound();
    if (input.status !== undefined && item.status === 'ASSIGNED') throw assignedLocked();
    await updateEquipmentRow(tx, id, input);
  });
  return equipmentView(db, id);
}

/** An assigned item is not deleted (409): it must be returned first. Its history goes with it. */
export async function deleteEquipment(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await lockEquipment(tx, id);
    if (!item) throw equipmentNotFound();
    if (item.status === 'ASSIGNED') throw assignedLocked();
    await deleteEquipmentRow(tx, id);
  });
}
