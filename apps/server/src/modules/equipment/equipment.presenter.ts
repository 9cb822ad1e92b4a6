import type { Equipment, EquipmentAssignment, Vehicle } from '@secops/domain/equipment.schemas';
import type { AssignmentWithAgent } from './equipment.repository.ts';
import type { EquipmentView } from './equipment.service.ts';
import type { VehicleRow } from './vehicles.repository.ts';

/** The agent keeps its name once deleted (`deleted: true`), so that the history still reads. */
export const presentAssignment = (a: AssignmentWithAgent): EquipmentAssignment => ({
  id: a.id,
  equipmentId: a.equipmentId,
  agentId: a.agentId,
  agent: {
    id: a.agent.id,
    firstName: a.agent.firstName,
    lastName: a.agent.lastName,
    matricule: a.agent.matricule,
    deleted: a.agent.userId === null,
  },
  notes: a.notes,
  outAt: a.outAt.toISOString(),
  inAt: a.inAt?.toISOString() ?? null,
});

export const presentEquipment = ({ item, assignments }: EquipmentView): Equipment => ({
  id: item.id,
  kind: item.kind,
  serial: item.serial,
  brand: item.brand,
  model: item.model,
  notes: item.notes,
  status: item.status,
  createdAt: item.createdAt.toISOString(),
  assignments: assignments.map(presentAssignment),
});

export const presentVehicle = (v: VehicleRow): Vehicle => ({
  id: v.id,
  plate: v.plate,
  brand: v.brand,
  model: v.model,
  year: v.year,
  notes: v.notes,
  status: v.status,
  assignedAgent: v.assignedAgent,
  createdAt: v.createdAt.toISOString(),
});
