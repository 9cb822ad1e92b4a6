import type { MissionListItem } from '@secops/domain/missions.schemas';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every mission the signed-in staff member sees, newest start first. */
export const getMissions = (): Promise<MissionListItem[]> => api.get<MissionListItem[]>('/missions');

export const missionsQueryOptions = () =>
  queryOptions({ queryKey: ['missions', 'list'], queryFn: getMissions });

export const useMissions = () => useQuery(missionsQueryOptions());

/** After a mission changes, the lists and the dashboard figures that count it are read again. */
export function refreshMissionSummaries(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['missions', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
}
