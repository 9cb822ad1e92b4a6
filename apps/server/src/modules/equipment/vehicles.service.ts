import type { VehicleCreate, VehicleUpdate } from '@secops/domain/equipment.schemas';
import { MSG } from '@secops/domain/messages';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
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

export async function createVehicle(db: Db, input: VehicleCreate): Promise<VehicleRow> {
  if (await plateExists(db, input.plate)) throw plateTaken();
  return withUniquePlate(() => insertVehicle(db, input));
}

export async function updateVehicle(db: Db, id: string, input: VehicleUpdate): Promise<VehicleRow> {
  if (input.plate !== undefined && (await plateExists(db, input.plate, id))) throw plateTaken();
  const row = await withUniquePlate(() => updateVehicleRow(db, id, input));
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
