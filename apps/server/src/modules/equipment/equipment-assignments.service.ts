import type { EquipmentAssign } from '@secops/domain/equipment.schemas';
import * as MSG from '@secops/domain/messages';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { findAgentById } from '../agents/agents.repository.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import {
  closeAssignment,
  insertAssignment,
  lockAssignment,
  lockEquipment,
  updateEquipmentRow,
} from './equipment.repository.ts';
import { equipmentNotFound, equipmentView, type EquipmentView } from './equipment.service.ts';

const alreadyAssigned = () => conflict(MSG.equipmentAlreadyAssigned, 'EQUIPMENT_ASSIGNED');

/**
 * Gives an AVAILABLE item to an active agent: the assignment and the ASSIGNED status are written together, under
 * the item's row lock. Of two simultaneous assignments one wins, the other gets 409 (the partial unique index
 * on open assignments backs the lock).
 */
export async function assignEquipment(
  db: Db,
  actor: AuthUser,
  input: EquipmentAssign,
): Promise<EquipmentView> {
  try {
    await db.transaction(async (tx) => {
      const item = await lockEquipment(tx, input.equipmentId);
      if (!item) throw equipmentNotFound();
      if (item.status === 'ASSIGNED') throw alreadyAssigned();
      if (item.status !== 'AVAILABLE') throw conflict(MSG.equipmentNotAvailable, 'EQUIPMENT_UNAVAILABLE');
      const agent = await findAgentById(tx, input.agentId);
      if (!agent) throw notFound(MSG.agentNotFound);
      if (!agent.user?.isActive) throw conflict(MSG.agentInactive, 'AGENT_INACTIVE');
      await insertAssignment(tx, { ...input, notes: input.notes ?? null });
      await updateEquipmentRow(tx, item.id, { status: 'ASSIGNED' });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'equipment_assignments_one_open')) throw alreadyAssigned();
    throw error;
  }
  return equipmentView(db, input.equipmentId);
}

/** Closes an open assignment and makes the item AVAILABLE again; a returned assignment answers 409. */
export async function returnEquipment(db: Db, actor: AuthUser, assignmentId: string): Promise<EquipmentView> {
  const equipmentId = await db.transaction(async (tx) => {
    const assignment = await lockAssignment(tx, assignmentId);
    if (!assignment) throw notFound(MSG.equipmentAssignmentNotFound);
    await lockEquipment(tx, assignment.equipmentId);
    if (!(await closeAssignment(tx, assignment.id, new Date()))) {
      throw conflict(MSG.equipmentAlreadyReturned, 'ALREADY_RETURNED');
    }
    await updateEquipmentRow(tx, assignment.equipmentId, { status: 'AVAILABLE' });
    return assignment.equipmentId;
  });
  return equipmentView(db, equipmentId);
}
