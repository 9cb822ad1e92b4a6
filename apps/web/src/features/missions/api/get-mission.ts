import type { MissionDetail } from '@secops/domain/missions.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** One mission with its agents, shifts, incidents, check-list, attendances and counts. */
export const getMission = (id: string): Promise<MissionDetail> =>
  api.get<MissionDetail>(`/missions/${encodeURIComponent(id)}`);

export const missionQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['missions', 'detail', id], queryFn: () => getMission(id) });

export const useMission = (id: string) => useQuery(missionQueryOptions(id));
