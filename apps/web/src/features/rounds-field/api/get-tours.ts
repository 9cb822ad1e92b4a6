import type { Tour } from '@secops/domain/rounds';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { offlineCopyQuery } from '../../offline/index.ts';

/** A screen showing what is due reads the tours again this often: a slot's window opens and closes with the clock. */
export const TOURS_REFRESH_MS = 60_000;

/**
 * GET /api/missions/{id}/tours: each tour of the mission with its checkpoints in order (their code's SHA-256, never
 * the code) and its rounds due from the window open now to 24 h ahead.
 */
export const getMissionTours = (missionId: string): Promise<Tour[]> =>
  api.get<Tour[]>(`/missions/${encodeURIComponent(missionId)}/tours`);

/** Kept on the phone at each reading: a round is done in a basement as well. */
export function toursQueryOptions(missionId: string) {
  const queryKey = ['field', 'rounds', 'tours', missionId] as const;
  return queryOptions({ queryKey, ...offlineCopyQuery(queryKey, () => getMissionTours(missionId)) });
}

export const useMissionTours = (missionId: string, refetchInterval?: number) =>
  useQuery({ ...toursQueryOptions(missionId), refetchInterval });

/** The tours of several missions at once, each read (and kept) on its own. */
export const useToursOfMissions = (missionIds: readonly string[], refetchInterval?: number) =>
  useQueries({
    queries: missionIds.map((id) => ({ ...toursQueryOptions(id), refetchInterval })),
  });
