import type { MissionDetail } from '@secops/domain/missions.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * One of the agent's missions with their own shifts and the tasks that concern them; a mission they are not on
 * answers 404 like an unknown one.
 */
export const getMyMission = (id: string): Promise<MissionDetail> =>
  api.get<MissionDetail>(`/missions/${encodeURIComponent(id)}`);

export const myMissionQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['field', 'missions', 'detail', id], queryFn: () => getMyMission(id) });

export const useMyMission = (id: string) => useQuery(myMissionQueryOptions(id));
