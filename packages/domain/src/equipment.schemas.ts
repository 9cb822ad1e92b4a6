import { z } from 'zod';
import {
  EQUIPMENT_KINDS,
  EQUIPMENT_STATUSES,
  VEHICLE_STATUSES,
  VEHICLE_YEAR_MAX,
  VEHICLE_YEAR_MIN,
} from './equipment.ts';
import * as MSG from './messages.ts';
import { optionalText, requiredText, strictBody } from './validation.ts';

const SIV_PLATE = /^([A-Z]{2})(\d{3})([A-Z]{2})$/;

/**
 * A plate as stored and compared: upper case, single spaces; a plate of the French SIV form (AB-123-CD) is
 * written with its dashes however it was typed ("ab 123 cd", "AB123CD").
 */
export function normalizePlate(plate: string): string {
  const upper = plate.trim().toUpperCase().replace(/\s+/g, ' ');
  const siv = SIV_PLATE.exec(upper.replace(/[\s-]/g, ''));
  return siv ? `${siv[1]}-${siv[2]}-${siv[3]}` : upper;
}

/** ASSIGNED is never set by hand: it comes with an assignment and goes with the return. */
const ManualEquipmentStatus = z
  .enum(EQUIPMENT_STATUSES, { error: MSG.equipmentStatusInvalid })
  .refine((s) => s !== 'ASSIGNED', MSG.equipmentStatusByAssignment);

const equipmentFields = {
  kind: z.enum(EQUIPMENT_KINDS, { error: MSG.equipmentKindRequired }),
  serial: optionalText(100),
  brand: optionalText(100),
  model: optionalText(100),
  notes: optionalText(2000),
  status: ManualEquipmentStatus.optional(),
};

const notEmpty = (v: object) => Object.keys(v).length > 0;

/** POST /api/equipment: the kind is required; a new item is AVAILABLE unless said otherwise. */
export const EquipmentCreateSchema = strictBody(equipmentFields);
export type EquipmentCreate = z.infer<typeof EquipmentCreateSchema>;

/** PATCH /api/equipment/{id}: any subset of the fields. */
export const EquipmentUpdateSchema = strictBody({
  ...equipmentFields,
  kind: equipmentFields.kind.optional(),
}).refine(notEmpty, MSG.agentUpdateEmpty);
export type EquipmentUpdate = z.infer<typeof EquipmentUpdateSchema>;

export const EquipmentListQuerySchema = strictBody({
  kind: z.enum(EQUIPMENT_KINDS, { error: MSG.equipmentKindRequired }).optional(),
  status: z.enum(EQUIPMENT_STATUSES, { error: MSG.equipmentStatusInvalid }).optional(),
});
export type EquipmentListQuery = z.infer<typeof EquipmentListQuerySchema>;

const vehicleFields = {
  plate: requiredText(20, MSG.vehiclePlateRequired).transform(normalizePlate),
  brand: optionalText(100),
  model: optionalText(100),
  year: z
    .number({ error: MSG.vehicleYearInvalid })
    .int(MSG.vehicleYearInvalid)
    .min(VEHICLE_YEAR_MIN, MSG.vehicleYearInvalid)
    .max(VEHICLE_YEAR_MAX, MSG.vehicleYearInvalid)
    .nullable()
    .optional(),
  notes: optionalText(2000),
  status: z.enum(VEHICLE_STATUSES, { error: MSG.equipmentStatusInvalid }).optional(),
  /** The agent who has the vehicle: required with ASSIGNED, cleared with any other status. */
  assignedAgentId: z.uuid({ error: MSG.assignmentAgentRequired }).nullable().optional(),
};

/** POST /api/equipment/vehicles: the plate is required and unique; the year, when given, 1990 to 2030. */
export const VehicleCreateSchema = strictBody(vehicleFields);
export type VehicleCreate = z.infer<typeof VehicleCreateSchema>;

export const VehicleUpdateSchema = strictBody({
  ...vehicleFields,
  plate: vehicleFields.plate.optional(),
}).refine(notEmpty, MSG.agentUpdateEmpty);
export type VehicleUpdate = z.infer<typeof VehicleUpdateSchema>;

/** POST /api/equipment/assign: only an AVAILABLE item goes to an active agent. */
export const EquipmentAssignSchema = strictBody({
  equipmentId: z.uuid({ error: MSG.equipmentRequired }),
  agentId: z.uuid({ error: MSG.assignmentAgentRequired }),
  notes: optionalText(2000),
});
export type EquipmentAssign = z.infer<typeof EquipmentAssignSchema>;

export const AssignmentParamsSchema = z.object({ assignmentId: z.uuid({ error: MSG.idInvalid }) });

export const EquipmentAssignmentSchema = z.object({
  id: z.string(),
  equipmentId: z.string(),
  agentId: z.string(),
  agent: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    matricule: z.string(),
    deleted: z.boolean(),
  }),
  notes: z.string().nullable(),
  outAt: z.string(),
  /** Set once the item is returned. */
  inAt: z.string().nullable(),
});
export type EquipmentAssignment = z.infer<typeof EquipmentAssignmentSchema>;

/** An item with its latest assignments, newest first (the open one, if any, comes first). */
export const EquipmentSchema = z.object({
  id: z.string(),
  kind: z.enum(EQUIPMENT_KINDS),
  serial: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(EQUIPMENT_STATUSES),
  createdAt: z.string(),
  assignments: z.array(EquipmentAssignmentSchema),
});
export type Equipment = z.infer<typeof EquipmentSchema>;

export const VehicleSchema = z.object({
  id: z.string(),
  plate: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  notes: z.string().nullable(),
  status: z.enum(VEHICLE_STATUSES),
  /** Set while the vehicle is ASSIGNED: to whom. */
  assignedAgent: z
    .object({ id: z.string(), firstName: z.string(), lastName: z.string(), matricule: z.string() })
    .nullable(),
  createdAt: z.string(),
});
export type Vehicle = z.infer<typeof VehicleSchema>;

/** How many past assignments each item of the list carries. */
export const EQUIPMENT_HISTORY_LENGTH = 20;
