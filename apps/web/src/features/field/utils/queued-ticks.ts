import type { ChecklistItem } from '@secops/domain/missions.schemas';
import type { QueuedAction } from '../../offline/index.ts';

/** The state of each of the agent's tasks ticked without network and not sent yet (the last tick wins). */
export function queuedTickStates(
  pending: readonly QueuedAction[],
  missionId: string,
  agentId: string,
): Map<string, boolean> {
  const states = new Map<string, boolean>();
  for (const action of pending) {
    if (action.kind !== 'tick' || action.body.missionId !== missionId || action.body.agentId !== agentId)
      continue;
    states.set(action.body.checklistId, action.body.checked);
  }
  return states;
}

/**
 * The check-list as the agent left it: a tick waiting on the phone shows as done, without a time (the server signs
 * it when it arrives).
 */
export function withQueuedTicks(
  items: readonly ChecklistItem[],
  states: ReadonlyMap<string, boolean>,
  agentId: string,
): ChecklistItem[] {
  return items.map((item) => {
    const checked = states.get(item.id);
    if (checked === undefined) return item;
    const others = item.ticks.filter((tick) => tick.agentId !== agentId);
    return {
      ...item,
      ticks: [...others, { agentId, checked, signedAt: null, receivedAt: null, declaredAt: null }],
    };
  });
}
