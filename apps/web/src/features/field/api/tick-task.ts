import type { ChecklistItem, ChecklistTickBody, MissionDetail } from '@secops/domain/missions.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { myMissionQueryOptions } from './get-my-mission.ts';

/** Ticks or unticks one of the agent's tasks; the server signs the tick with its own time. */
export const tickTask = (body: ChecklistTickBody): Promise<ChecklistItem> =>
  api.post<ChecklistItem>('/checklists/tick', body);

/** The answered task replaces its old self in the mission page's data, so the time of the tick shows at once. */
export function useTickTask(missionId: string, config?: MutationConfig<ChecklistItem, ChecklistTickBody>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: tickTask,
    onSuccess: (...args) => {
      const [item] = args;
      queryClient.setQueryData<MissionDetail>(
        myMissionQueryOptions(missionId).queryKey,
        (mission) =>
          mission && {
            ...mission,
            checklists: mission.checklists.map((task) => (task.id === item.id ? item : task)),
          },
      );
      return config?.onSuccess?.(...args);
    },
  });
}
