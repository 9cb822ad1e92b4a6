import type { Proximity } from '@secops/domain/attendance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

type Place = { missionId: string; lat: number; lng: number };

export const checkProximity = (body: Place): Promise<Proximity> =>
  api.post<Proximity>('/attendance/check-proximity', body);

// About 10 m steps: a phone's position trembles, the distance need not be asked again for each tremble.
const step = (value: number) => Math.round(value * 10_000) / 10_000;

export const proximityQueryOptions = (place: Place) =>
  queryOptions({
    queryKey: ['attendance', 'proximity', place.missionId, step(place.lat), step(place.lng)],
    queryFn: () => checkProximity(place),
    staleTime: 30_000,
    retry: false,
  });

/** The distance to the mission place; a failed check counts as "cannot start, distance unknown". */
export function useProximity(place: Place | null): { proximity: Proximity | null; isChecking: boolean } {
  const query = useQuery({
    ...proximityQueryOptions(place ?? { missionId: '', lat: 0, lng: 0 }),
    enabled: place !== null,
    placeholderData: (previous) => previous,
  });
  if (!place) return { proximity: null, isChecking: false };
  if (query.isError) return { proximity: { canStart: false, distance: null }, isChecking: false };
  return { proximity: query.data ?? null, isChecking: query.isPending };
}
