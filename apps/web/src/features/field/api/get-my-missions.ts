import type { MissionListItem } from '@secops/domain/missions.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The missions the signed-in agent is assigned to (the server keeps only theirs), newest start first. */
export const getMyMissions = (): Promise<MissionListItem[]> => api.get<MissionListItem[]>('/missions');

export const myMissionsQueryOptions = () =>
  queryOptions({ queryKey: ['field', 'missions', 'list'], queryFn: getMyMissions });

export const useMyMissions = () => useQuery(myMissionsQueryOptions());
