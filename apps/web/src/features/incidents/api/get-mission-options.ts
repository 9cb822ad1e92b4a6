import type { MissionListItem } from '@secops/domain/missions.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every mission, for the list's mission filter. Under ['missions', 'list'], so mission changes refresh it. */
export const getMissionOptions = (): Promise<MissionListItem[]> => api.get<MissionListItem[]>('/missions');

export const missionOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['missions', 'list', 'all'], queryFn: getMissionOptions });

export const useMissionOptions = () => useQuery(missionOptionsQueryOptions());
