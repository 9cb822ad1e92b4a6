type Task = { assignedAgents: readonly string[]; ticks: readonly { agentId: string; checked: boolean }[] };

export type TaskProgress = { done: boolean; ticked: number; concerned: number };

/**
 * A task is done once every agent it concerns has ticked it. A task assigned to nobody concerns every agent of the
 * mission; with no agent on the mission at all, one tick is enough.
 */
export function taskProgress(task: Task, missionAgentIds: readonly string[]): TaskProgress {
  const checked = new Set(task.ticks.filter((t) => t.checked).map((t) => t.agentId));
  const concerned = task.assignedAgents.length > 0 ? task.assignedAgents : missionAgentIds;
  if (concerned.length === 0) return { done: checked.size > 0, ticked: checked.size, concerned: 0 };
  const ticked = concerned.filter((id) => checked.has(id)).length;
  return { done: ticked === concerned.length, ticked, concerned: concerned.length };
}

/** Share of done tasks, in whole percent (0 for an empty check-list). */
export function checklistCompletion(
  tasks: readonly Task[],
  missionAgentIds: readonly string[],
): { done: number; total: number; percent: number } {
  const done = tasks.filter((t) => taskProgress(t, missionAgentIds).done).length;
  return { done, total: tasks.length, percent: tasks.length ? Math.round((100 * done) / tasks.length) : 0 };
}
