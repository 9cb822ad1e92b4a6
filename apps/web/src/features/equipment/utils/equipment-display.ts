import { EQUIPMENT_KIND_LABELS } from '@secops/domain/equipment';
import type { Equipment, EquipmentAssignment, Vehicle } from '@secops/domain/equipment.schemas';

/** "Radio Motorola DP4400": the kind's French label, then brand and model when known. */
export const equipmentName = (item: Pick<Equipment, 'kind' | 'brand' | 'model'>): string =>
  [EQUIPMENT_KIND_LABELS[item.kind], item.brand, item.model].filter(Boolean).join(' ');

/** "AB-123-CD · Renault Trafic": the plate, then brand and model when known. */
export const vehicleName = (vehicle: Pick<Vehicle, 'plate' | 'brand' | 'model'>): string => {
  const model = [vehicle.brand, vehicle.model].filter(Boolean).join(' ');
  return model ? `${vehicle.plate} · ${model}` : vehicle.plate;
};

/** The assignment not yet returned, if any: the item is with that agent. */
export const openAssignment = (item: Pick<Equipment, 'assignments'>): EquipmentAssignment | undefined =>
  item.assignments.find((assignment) => assignment.inAt === null);

/** Only an AVAILABLE item can be assigned (not one assigned, in maintenance or out of service). */
export const canAssign = (item: Pick<Equipment, 'status' | 'assignments'>): boolean =>
  item.status === 'AVAILABLE' && openAssignment(item) === undefined;

/**
 * The year field: empty sends nothing, anything else is sent as a number for the schema to check (1990 to 2030,
 * a whole number).
 */
export const yearOrNothing = (value: unknown): number | undefined =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
