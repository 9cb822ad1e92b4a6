import type { MissionDetail } from '@secops/domain/missions.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type MissionPlace = { address: string | null };

/** The address of the incident's mission. Under ['missions', 'detail', id], so a mission change refreshes it. */
export const incidentPlaceQueryOptions = (missionId: string) =>
  queryOptions({
    queryKey: ['missions', 'detail', missionId, 'place'],
    queryFn: async (): Promise<MissionPlace> => {
      const mission = await api.get<MissionDetail>(`/missions/${encodeURIComponent(missionId)}`);
      return { address: mission.locationAddress };
    },
  });

export const useIncidentPlace = (missionId: string) => useQuery(incidentPlaceQueryOptions(missionId));
