import type { AssignmentRole } from '@secops/domain/assignments';
import type { ChecklistDraftItem } from '@secops/domain/checklists';
import type { MissionCreate, MissionDetail } from '@secops/domain/missions.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { refreshMissionSummaries } from './get-missions.ts';

export type PlannedAssignment = { agentId: string; role: AssignmentRole };

export type NewMission = {
  mission: MissionCreate;
  checklist: ChecklistDraftItem[];
  assignments: PlannedAssignment[];
};

/** The mission exists, but a later step (check-list or an agent) was refused: the error says which. */
export type CreatedMission = { mission: MissionDetail; followUpError: Error | null };

/**
 * Creates the mission, then posts its generated check-list in bulk (when there are tasks), then each chosen agent
 * with its role. Once the mission exists a later failure does not hide it: it is returned with the error.
 */
export async function createMission({
  mission,
  checklist,
  assignments,
}: NewMission): Promise<CreatedMission> {
  const created = await api.post<MissionDetail>('/missions', mission);
  try {
    if (checklist.length > 0) {
      await api.post('/checklists/bulk', { missionId: created.id, items: checklist });
    }
    for (const assignment of assignments) {
      await api.post(`/missions/${created.id}/assignments`, assignment);
    }
    return { mission: created, followUpError: null };
  } catch (error) {
    return { mission: created, followUpError: error instanceof Error ? error : new Error(String(error)) };
  }
}

export function useCreateMission(config?: MutationConfig<CreatedMission, NewMission>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createMission,
    onSuccess: (...args) => {
      refreshMissionSummaries(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['clients'] });
      return config?.onSuccess?.(...args);
    },
  });
}
