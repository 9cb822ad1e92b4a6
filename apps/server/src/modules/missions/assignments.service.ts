import * as MSG from '@secops/domain/messages';
import type { Assignment, AssignmentCreate } from '@secops/domain/missions.schemas';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { addAgentTasks, dropAgentTasks } from '../checklists/checklist-team.service.ts';
import { presentAssignment } from './assignments.presenter.ts';
import {
  deleteAssignment,
  deletePendingShifts,
  findAgentCard,
  findAgentUserId,
  findAssignment,
  insertAssignment,
} from './assignments.repository.ts';
import { isUuid } from './missions.policy.ts';
import { withWritableMission } from './missions.service.ts';

/**
 * Puts an agent on a mission once, with their specialties' tasks on its check-list; unknown agent → 404, already on
 * it → 409, archived mission → 409.
 */
export async function assignAgent(db: Db, missionId: string, body: AssignmentCreate): Promise<Assignment> {
  return withWritableMission(db, missionId, async (tx) => {
    const agent = await findAgentCard(tx, body.agentId);
    if (!agent) throw notFound(MSG.missionAgentNotFound);
    const row = await insertAssignment(tx, { missionId, agentId: body.agentId, role: body.role });
    if (!row) throw conflict(MSG.assignmentDuplicate, 'ASSIGNMENT_DUPLICATE');
    await addAgentTasks(tx, missionId, agent.id);
    return presentAssignment({ ...row, agent });
  });
}

/**
 * Takes an agent off a mission, with their shifts on it that have not happened yet and their open tasks; answers the
 * mission and the agent's user (null without an account), whose live sockets must leave the mission's rooms.
 */
export async function unassignAgent(
  db: Db,
  assignmentId: string,
  now = new Date(),
): Promise<{ missionId: string; userId: string | null }> {
  const assignment = isUuid(assignmentId) ? await findAssignment(db, assignmentId) : undefined;
  if (!assignment) throw notFound(MSG.assignmentNotFound);
  return withWritableMission(db, assignment.missionId, async (tx) => {
    const removed = await deleteAssignment(tx, assignmentId);
    if (!removed) throw notFound(MSG.assignmentNotFound);
    await deletePendingShifts(tx, removed.missionId, removed.agentId, now);
    await dropAgentTasks(tx, removed.missionId, removed.agentId);
    return { missionId: removed.missionId, userId: await findAgentUserId(tx, removed.agentId) };
  });
}
