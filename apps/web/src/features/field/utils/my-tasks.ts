import { taskConcerns } from '@secops/domain/checklists';
import type { ChecklistItem, ChecklistTick } from '@secops/domain/missions.schemas';

/** The tasks an agent sees: those assigned to nobody (everyone) or to them, in the check-list's order. */
export function myTasks(items: readonly ChecklistItem[], agentId: string): ChecklistItem[] {
  return items.filter((item) => taskConcerns(item.assignedAgents, agentId)).sort((a, b) => a.order - b.order);
}

/** The agent's own tick of a task, if they have ever ticked it (an untick keeps the row, unchecked). */
export const ownTick = (item: ChecklistItem, agentId: string): ChecklistTick | undefined =>
  item.ticks.find((tick) => tick.agentId === agentId);

export const isTickedBy = (item: ChecklistItem, agentId: string): boolean =>
  ownTick(item, agentId)?.checked === true;

export type TaskProgress = { done: number; total: number; percent: number };

/** How many of the agent's tasks they have ticked, and the rounded share (0 % when they have none). */
export function taskProgress(tasks: readonly ChecklistItem[], agentId: string): TaskProgress {
  const total = tasks.length;
  const done = tasks.filter((task) => isTickedBy(task, agentId)).length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}
