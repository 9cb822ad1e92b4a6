import type { Checkpoint } from '@secops/domain/rounds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/missions/{id}/checkpoints: the mission's checkpoints (not deleted), in the order they were made. */
export const getCheckpoints = (missionId: string): Promise<Checkpoint[]> =>
  api.get<Checkpoint[]>(`/missions/${encodeURIComponent(missionId)}/checkpoints`);

/** Under ['rounds', 'checkpoints', missionId]: a change to the mission's rounds refreshes every key of the mission. */
export const checkpointsQueryOptions = (missionId: string) =>
  queryOptions({
    queryKey: ['rounds', 'checkpoints', missionId] as const,
    queryFn: () => getCheckpoints(missionId),
  });

export const useCheckpoints = (missionId: string) => useQuery(checkpointsQueryOptions(missionId));
