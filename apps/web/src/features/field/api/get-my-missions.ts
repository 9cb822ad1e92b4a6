import type { MissionListItem } from '@secops/domain/missions.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { offlineCopyQuery } from '../../offline/index.ts';
import { MY_MISSIONS_PATH } from './my-data-paths.ts';

/** The missions the signed-in agent is assigned to (the server keeps only theirs), newest start first. */
export const getMyMissions = (): Promise<MissionListItem[]> => api.get<MissionListItem[]>(MY_MISSIONS_PATH);

const MY_MISSIONS_KEY = ['field', 'missions', 'list'] as const;

/** Kept on the phone at each reading, and read from there when the network is away. */
export const myMissionsQueryOptions = () =>
  queryOptions({ queryKey: MY_MISSIONS_KEY, ...offlineCopyQuery(MY_MISSIONS_KEY, getMyMissions) });

export const useMyMissions = () => useQuery(myMissionsQueryOptions());
