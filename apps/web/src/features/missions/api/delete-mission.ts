import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { missionQueryOptions } from './get-mission.ts';
import { refreshMissionSummaries } from './get-missions.ts';

/** Deletes a mission; the server refuses one with attendances or incidents (409, archive it instead). */
export const deleteMission = (id: string): Promise<void> =>
  api.delete<void>(`/missions/${encodeURIComponent(id)}`);

export function useDeleteMission(config?: MutationConfig<void, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteMission,
    onSuccess: (...args) => {
      queryClient.removeQueries({ queryKey: missionQueryOptions(args[1]).queryKey });
      refreshMissionSummaries(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['clients'] });
      return config?.onSuccess?.(...args);
    },
  });
}
