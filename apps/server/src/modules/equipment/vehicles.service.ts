import type { VehicleCreate, VehicleUpdate } from '@secops/domain/equipment.schemas';
import type { VehicleStatus } from '@secops/domain/equipment';
import * as MSG from '@secops/domain/messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { findAgentById } from '../agents/agents.repository.ts';
import {
  deleteVehicleRow,
  insertVehicle,
  listVehicles,
  lockVehicle,
  plateExists,
  updateVehicleRow,
  type VehicleRow,
} from './vehicles.repository.ts';

const plateTaken = () => conflict(MSG.vehiclePlateTaken, 'PLATE_TAKEN');
const vehicleNotFound = () => notFound(MSG.vehicleNotFound);

/** A plate is unique (409), checked first and settled by the unique index when two requests race. */
async function withUniquePlate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'vehicles_plate_unique')) throw plateTaken();
    throw error;
  }
}

export const searchVehicles = (db: Db): Promise<VehicleRow[]> => listVehicles(db);

/**
 * The assignee a vehicle ends up with: required (an active agent) when it is ASSIGNED, none with any other status,
 * whatever the request says about it.
 */
async function assigneeFor(db: DbOrTx, status: VehicleStatus, agentId: string | null | undefined) {
  if (status !== 'ASSIGNED') return null;
  if (!agentId) throw badRequest(MSG.vehicleAssigneeRequired, 'VEHICLE_ASSIGNEE_REQUIRED');
  const agent = await findAgentById(db, agentId);
  if (!agent) throw notFound(MSG.agentNotFound);
  if (!agent.user?.isActive) throw conflict(MSG.agentInactive, 'AGENT_INACTIVE');
  return agent.id;
}

export async function createVehicle(db: Db, input: VehicleCreate): Promise<VehicleRow> {
  if (await plateExists(db, input.plate)) throw plateTaken();
  const assignedAgentId = await assigneeFor(db, input.status ?? 'AVAILABLE', input.assignedAgentId);
  return withUniquePlate(() => insertVehicle(db, { ...input, assignedAgentId }));
}

export async function updateVehicle(db: Db, id: string, input: VehicleUpdate): Promise<VehicleRow> {
  if (input.plate !== undefined && (await plateExists(db, input.plate, id))) throw plateTaken();
  const row = await withUniquePlate(() =>
    db.transaction(async (tx) => {
      const current = await lockVehicle(tx, id);
      if (!current) return undefined;
      const status = input.status ?? current.status;
      const wanted = input.assignedAgentId !== undefined ? input.assignedAgentId : current.assignedAgentId;
      const assignedAgentId = await assigneeFor(tx, status, wanted);
      return updateVehicleRow(tx, id, { ...input, assignedAgentId });
    }),
  );
  if (!row) throw vehicleNotFound();
  return row;
}

/** A vehicle marked ASSIGNED is in use and is not deleted (409). */
export async function deleteVehicle(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const vehicle = await lockVehicle(tx, id);
    if (!vehicle) throw vehicleNotFound();
    if (vehicle.status === 'ASSIGNED') throw conflict(MSG.vehicleAssignedLocked, 'VEHICLE_ASSIGNED');
    await deleteVehicleRow(tx, id);
  });
}
