import type { Tour, TourCreate } from '@secops/domain/rounds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { refreshMissionRounds } from './refresh-mission-rounds.ts';

export type TourWrite = { id: string | null; body: TourCreate };

/** POST /api/missions/{id}/tours for a new tour, PATCH /api/tours/{id} for one that exists. */
export const writeTour = (missionId: string, { id, body }: TourWrite): Promise<Tour> =>
  id === null
    ? api.post<Tour>(`/missions/${encodeURIComponent(missionId)}/tours`, body)
    : api.patch<Tour>(`/tours/${encodeURIComponent(id)}`, body);

export const deleteTour = (id: string): Promise<void> => api.delete<void>(`/tours/${encodeURIComponent(id)}`);

// A tour's schedule makes the day's rounds: the report is read again with the list.
export function useWriteTour(missionId: string, config?: MutationConfig<Tour, TourWrite>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (write: TourWrite) => writeTour(missionId, write),
    onSuccess: (...args) => {
      void refreshMissionRounds(queryClient, missionId);
      return config?.onSuccess?.(...args);
    },
  });
}

export function useDeleteTour(missionId: string, config?: MutationConfig<void, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteTour,
    onSuccess: (...args) => {
      void refreshMissionRounds(queryClient, missionId);
      return config?.onSuccess?.(...args);
    },
  });
}
