import type { MissionStatus } from '@secops/domain/missions';
import type { MissionDetail, MissionUpdate } from '@secops/domain/missions.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { missionQueryOptions } from './get-mission.ts';
import { refreshMissionSummaries } from './get-missions.ts';

/** PATCH /api/missions/{id}: either some form fields or { status } alone; answers the whole mission. */
export const updateMission = (id: string, body: MissionUpdate): Promise<MissionDetail> =>
  api.patch<MissionDetail>(`/missions/${encodeURIComponent(id)}`, body);

function useMissionPatch<T>(
  id: string,
  toBody: (value: T) => MissionUpdate,
  config?: MutationConfig<MissionDetail, T>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (value: T) => updateMission(id, toBody(value)),
    onSuccess: (...args) => {
      queryClient.setQueryData(missionQueryOptions(id).queryKey, args[0]);
      refreshMissionSummaries(queryClient);
      return config?.onSuccess?.(...args);
    },
  });
}

/** The edit modal's changes. */
export const useUpdateMission = (id: string, config?: MutationConfig<MissionDetail, MissionUpdate>) =>
  useMissionPatch<MissionUpdate>(id, (body) => body, config);

/** Activate, complete or archive: the server accepts only the detail screen's transitions. */
export const useChangeMissionStatus = (id: string, config?: MutationConfig<MissionDetail, MissionStatus>) =>
  useMissionPatch<MissionStatus>(id, (status) => ({ status }), config);
