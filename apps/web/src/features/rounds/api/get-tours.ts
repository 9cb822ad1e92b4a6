import type { Tour } from '@secops/domain/rounds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/missions/{id}/tours: each tour with its checkpoints in order and its scheduled rounds. */
export const getTours = (missionId: string): Promise<Tour[]> =>
  api.get<Tour[]>(`/missions/${encodeURIComponent(missionId)}/tours`);

export const toursQueryOptions = (missionId: string) =>
  queryOptions({
    queryKey: ['rounds', 'tours', missionId] as const,
    queryFn: () => getTours(missionId),
  });

export const useTours = (missionId: string) => useQuery(toursQueryOptions(missionId));
