import { addAgentToChecklist, removeAgentFromChecklist } from '@secops/domain/checklists';
import type { Tx } from '../../db/client.ts';
import { templateResolver } from './checklist-templates.service.ts';
import {
  deleteChecklistItems,
  findAgentSpecialties,
  insertChecklistItems,
  listChecklistItems,
  lockMissionChecklist,
  maxChecklistOrder,
  updateChecklistItem,
} from './checklists.repository.ts';

// Tasks follow the team. Both functions run inside the transaction that changes the assignment, so the check-list
// and the team never disagree, and under the check-list lock, as shift planning only share-locks the mission.

/** A newcomer gets their specialties' tasks, merged into the mission's check-list as at its creation. */
export async function addAgentTasks(tx: Tx, missionId: string, agentId: string): Promise<void> {
  const specialties = (await findAgentSpecialties(tx, agentId)) ?? [];
  if (specialties.length === 0) return;
  await lockMissionChecklist(tx, missionId);
  const tasks = await listChecklistItems(tx, missionId);
  const { reassigned, added } = addAgentToChecklist(
    tasks,
    { id: agentId, specialties },
    await templateResolver(tx),
  );
  for (const task of reassigned)
    await updateChecklistItem(tx, task.id, { assignedAgents: task.assignedAgents });
  if (added.length === 0) return;
  const after = (await maxChecklistOrder(tx, missionId)) + 1;
  await insertChecklistItems(
    tx,
    added.map((task, index) => ({ ...task, missionId, assignedAgents: [agentId], order: after + index })),
  );
}

/** An agent taken off the mission leaves its tasks; the tasks that were only theirs go or stay as ticked. */
export async function dropAgentTasks(tx: Tx, missionId: string, agentId: string): Promise<void> {
  await lockMissionChecklist(tx, missionId);
  const { reassigned, deleted } = removeAgentFromChecklist(await listChecklistItems(tx, missionId), agentId);
  for (const task of reassigned)
    await updateChecklistItem(tx, task.id, { assignedAgents: task.assignedAgents });
  await deleteChecklistItems(tx, deleted);
}
