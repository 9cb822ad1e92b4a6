import type { MissionDetail } from '@secops/domain/missions.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { offlineCopyQuery } from '../../offline/index.ts';

/**
 * One of the agent's missions with their own shifts and the tasks that concern them; a mission they are not on
 * answers 404 like an unknown one.
 */
export const getMyMission = (id: string): Promise<MissionDetail> =>
  api.get<MissionDetail>(`/missions/${encodeURIComponent(id)}`);

/** Kept on the phone at each reading (Mes Missions reads every one), and read from there without network. */
export function myMissionQueryOptions(id: string) {
  const queryKey = ['field', 'missions', 'detail', id] as const;
  return queryOptions({ queryKey, ...offlineCopyQuery(queryKey, () => getMyMission(id)) });
}

export const useMyMission = (id: string) => useQuery(myMissionQueryOptions(id));
