import type { Assignment, AssignmentCreate } from '@secops/domain/missions.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { missionQueryOptions } from './get-mission.ts';
import { refreshMissionSummaries } from './get-missions.ts';

/** Adds an agent to a mission with a role (agent by default). */
export const assignAgent = (missionId: string, body: AssignmentCreate): Promise<Assignment> =>
  api.post<Assignment>(`/missions/${encodeURIComponent(missionId)}/assignments`, body);

/** Takes an agent off a mission (their future shifts on it go too). */
export const unassignAgent = (assignmentId: string): Promise<void> =>
  api.delete<void>(`/missions/assignments/${encodeURIComponent(assignmentId)}`);

function useAssignmentChange<T, R>(
  missionId: string,
  fn: (value: T) => Promise<R>,
  config?: MutationConfig<R, T>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: fn,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: missionQueryOptions(missionId).queryKey });
      refreshMissionSummaries(queryClient);
      return config?.onSuccess?.(...args);
    },
  });
}

export const useAssignAgent = (missionId: string, config?: MutationConfig<Assignment, AssignmentCreate>) =>
  useAssignmentChange(missionId, (body: AssignmentCreate) => assignAgent(missionId, body), config);

export const useUnassignAgent = (missionId: string, config?: MutationConfig<void, string>) =>
  useAssignmentChange(missionId, unassignAgent, config);
