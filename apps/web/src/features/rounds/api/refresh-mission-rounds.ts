import type { QueryClient } from '@tanstack/react-query';

/** Every list of one mission's rounds (checkpoints, tours, the days' rounds): keyed ['rounds', what, missionId, …]. */
export const refreshMissionRounds = (queryClient: QueryClient, missionId: string): Promise<void> =>
  queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'rounds' && query.queryKey[2] === missionId,
  });
