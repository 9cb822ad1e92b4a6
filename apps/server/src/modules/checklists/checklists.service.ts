import { taskConcerns } from '@secops/domain/checklists';
import { MSG } from '@secops/domain/messages';
import type { ChecklistBulk, ChecklistItem, ChecklistTickBody } from '@secops/domain/missions.schemas';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { seesEveryMission } from '../missions/missions.policy.ts';
import { isAgentAssigned } from '../missions/missions.repository.ts';
import { findVisibleMission, withWritableMission } from '../missions/missions.service.ts';
import { presentChecklistItem } from './checklists.presenter.ts';
import {
  countAgents,
  findChecklistItem,
  insertChecklistItems,
  listChecklistItems,
  maxChecklistOrder,
  upsertTick,
} from './checklists.repository.ts';

/** Adds a mission's tasks after its existing ones, all or none; every assigned agent must exist. */
export async function createChecklistItems(db: Db, body: ChecklistBulk): Promise<ChecklistItem[]> {
  const agentIds = [...new Set(body.items.flatMap((item) => item.assignedAgents))];
  return withWritableMission(db, body.missionId, async (tx) => {
    if ((await countAgents(tx, agentIds)) !== agentIds.length) throw notFound(MSG.missionAgentNotFound);
    const after = (await maxChecklistOrder(tx, body.missionId)) + 1;
    const rows = await insertChecklistItems(
      tx,
      body.items.map((item, index) => ({
        missionId: body.missionId,
        label: item.label,
        required: item.required,
        category: item.category,
        assignedAgents: [...new Set(item.assignedAgents)],
        order: item.order ?? after + index,
      })),
    );
    return rows.map((row) => presentChecklistItem({ ...row, ticks: [] }));
  });
}

/** The agent whose tasks a user works on: none for staff (every task), their own agent for the field area. */
const fieldAgent = (user: AuthUser) => (seesEveryMission(user) ? undefined : (user.agentId ?? undefined));

/** Staff see every task with every tick; an assigned agent the tasks for everyone or for them, with their ticks. */
export async function listChecklist(db: Db, user: AuthUser, missionId: string): Promise<ChecklistItem[]> {
  await findVisibleMission(db, user, missionId);
  return (await listChecklistItems(db, missionId, fieldAgent(user))).map(presentChecklistItem);
}

/**
 * Ticks or unticks a task for an agent, signed now. A field user ticks only for their own agent (403) on a mission
 * they are assigned to (404), and only a task that concerns them (403); staff may tick for any assigned agent.
 */
export async function tickChecklistItem(
  db: Db,
  user: AuthUser,
  body: ChecklistTickBody,
  now = new Date(),
): Promise<ChecklistItem> {
  if (!seesEveryMission(user) && user.agentId !== body.agentId) throw forbidden(MSG.checklistTickOwnOnly);
  await findVisibleMission(db, user, body.missionId);
  return withWritableMission(db, body.missionId, async (tx) => {
    const item = await findChecklistItem(tx, body.checklistId);
    if (!item || item.missionId !== body.missionId) throw notFound(MSG.checklistItemNotFound);
    if (!(await isAgentAssigned(tx, body.missionId, body.agentId))) {
      throw badRequest(MSG.checklistAgentNotAssigned);
    }
    if (!taskConcerns(item.assignedAgents, body.agentId)) throw forbidden(MSG.checklistTickOwnOnly);
    await upsertTick(tx, { itemId: item.id, agentId: body.agentId, checked: body.checked, signedAt: now });
    const updated = await findChecklistItem(tx, item.id, fieldAgent(user));
    if (!updated) throw notFound(MSG.checklistItemNotFound);
    return presentChecklistItem(updated);
  });
}
