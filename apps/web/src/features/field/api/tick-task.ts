import type { ChecklistItem, ChecklistTickBody, MissionDetail } from '@secops/domain/missions.schemas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { isQueued, isUnreachable, onActionSent, queueAction } from '../../offline/index.ts';
import { myMissionQueryOptions } from './get-my-mission.ts';

/** Ticks or unticks one of the agent's tasks; the server signs a tick sent at once with its own time. */
export const tickTask = (body: ChecklistTickBody): Promise<ChecklistItem> =>
  api.post<ChecklistItem>('/checklists/tick', body);

/**
 * Sends the tick, or keeps it on the phone when the server cannot be reached, answering null: it leaves with the
 * network, with the time it was made (the server signs it then). A tick of a task whose earlier tick still waits goes
 * behind it, so that the last state is the last sent.
 */
export async function tickOrQueue(body: ChecklistTickBody): Promise<ChecklistItem | null> {
  const checkedAt = new Date().toISOString();
  const tick = { ...body, clientRequestId: crypto.randomUUID() };
  const waiting = isQueued(
    (queued) => queued.kind === 'tick' && queued.body.checklistId === body.checklistId,
  );
  if (!waiting) {
    try {
      return await tickTask(tick);
    } catch (error) {
      if (!isUnreachable(error)) throw error;
    }
  }
  await queueAction({ kind: 'tick', body: { ...tick, checkedAt } });
  return null;
}

/** The answered task replaces its old self in the mission page's data, so the time of the tick shows at once. */
function showTask(queryClient: QueryClient, missionId: string, item: ChecklistItem): void {
  queryClient.setQueryData<MissionDetail>(
    myMissionQueryOptions(missionId).queryKey,
    (mission) =>
      mission && {
        ...mission,
        checklists: mission.checklists.map((task) => (task.id === item.id ? item : task)),
      },
  );
}

/** Ticks sent from the queue when the network returned update the mission page the same way. */
export function useSyncedTicks(missionId: string): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onActionSent((action, result) => {
        if (action.kind === 'tick' && action.body.missionId === missionId && result) {
          showTask(queryClient, missionId, result as ChecklistItem);
        }
      }),
    [queryClient, missionId],
  );
}

/** Ticks at once, or queues the tick without network (the mutation answers null then). */
export function useTickTask(
  missionId: string,
  config?: MutationConfig<ChecklistItem | null, ChecklistTickBody>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    // Run even when the browser says it is offline: the tick is then queued rather than left waiting.
    networkMode: 'always',
    mutationFn: tickOrQueue,
    onSuccess: (...args) => {
      const [item] = args;
      if (item) showTask(queryClient, missionId, item);
      return config?.onSuccess?.(...args);
    },
  });
}
