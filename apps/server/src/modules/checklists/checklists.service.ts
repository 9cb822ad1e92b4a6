import { taskConcerns } from '@secops/domain/checklists';
import { datedAction } from '@secops/domain/declared-time';
import { AUTO_ENTRY_TEXT } from '@secops/domain/logbook-auto';
import * as MSG from '@secops/domain/messages';
import type { ChecklistItemUpdate } from '@secops/domain/checklist-items.schemas';
import type { ChecklistBulk, ChecklistItem, ChecklistTickBody } from '@secops/domain/missions.schemas';
import { isField } from '@secops/domain/role-access';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { recordAutoEntry } from '../logbook/auto-entry.ts';
import { seesEveryMission } from '../missions/missions.policy.ts';
import { isAgentAssigned } from '../missions/missions.repository.ts';
import { findVisibleMission, withWritableMission } from '../missions/missions.service.ts';
import { presentChecklistItem } from './checklists.presenter.ts';
import {
  countAgents,
  countMissionAgents,
  deleteChecklistItems,
  findChecklistItem,
  insertChecklistItems,
  listChecklistItems,
  maxChecklistOrder,
  updateChecklistItem,
  upsertTick,
  type ChecklistItemChanges,
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
 * Ticks or unticks a task for an agent, signed now, or when a guard's phone says it was ticked offline (its
 * `checkedAt`, kept when at most a day old and five minutes ahead; otherwise signed now with that time beside). A field user ticks only for their own agent (403) on a mission
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
    const dated = isField(user.role) ? datedAction(body.checkedAt, now) : datedAction(undefined, now);
    const wasChecked = item.ticks.some((tick) => tick.agentId === body.agentId && tick.checked);
    if (body.checked && !wasChecked)
      await recordAutoEntry(
        tx,
        {
          missionId: body.missionId,
          type: 'TASK_DONE',
          text: AUTO_ENTRY_TEXT.taskDone(item.label),
          occurredAt: dated.at,
          authorUserId: user.id,
          subjectId: item.id,
        },
        now,
      );
    await upsertTick(tx, {
      itemId: item.id,
      agentId: body.agentId,
      checked: body.checked,
      signedAt: dated.at,
      receivedAt: now,
      declaredAt: dated.declaredAt,
    });
    const updated = await findChecklistItem(tx, item.id, fieldAgent(user));
    if (!updated) throw notFound(MSG.checklistItemNotFound);
    return presentChecklistItem(updated);
  });
}

type ItemWithTicks = NonNullable<Awaited<ReturnType<typeof findChecklistItem>>>;

/** Runs a write on one task under its mission's lock: unknown task → 404, archived mission → 409. */
async function withWritableItem<T>(db: Db, id: string, work: (tx: Tx, item: ItemWithTicks) => Promise<T>) {
  const item = await findChecklistItem(db, id);
  if (!item) throw notFound(MSG.checklistItemNotFound);
  return withWritableMission(db, item.missionId, async (tx) => {
    const locked = await findChecklistItem(tx, id);
    if (!locked) throw notFound(MSG.checklistItemNotFound);
    return work(tx, locked);
  });
}

/**
 * Staff change a task's label, required flag or agents (none = everyone). Named agents must exist (404) and be on
 * the mission (400): a task for someone outside the team could never be done.
 */
export async function editChecklistItem(
  db: Db,
  id: string,
  body: ChecklistItemUpdate,
): Promise<ChecklistItem> {
  return withWritableItem(db, id, async (tx, item) => {
    const changes: ChecklistItemChanges = { label: body.label, required: body.required };
    if (body.assignedAgents) {
      const ids = [...new Set(body.assignedAgents)];
      if ((await countAgents(tx, ids)) !== ids.length) throw notFound(MSG.missionAgentNotFound);
      if ((await countMissionAgents(tx, item.missionId, ids)) !== ids.length) {
        throw badRequest(MSG.checklistAgentNotAssigned);
      }
      changes.assignedAgents = ids;
    }
    await updateChecklistItem(tx, id, changes);
    const updated = await findChecklistItem(tx, id);
    if (!updated) throw notFound(MSG.checklistItemNotFound);
    return presentChecklistItem(updated);
  });
}

/** Staff remove a task, with its ticks. */
export async function removeChecklistItem(db: Db, id: string): Promise<void> {
  await withWritableItem(db, id, (tx) => deleteChecklistItems(tx, [id]));
}
