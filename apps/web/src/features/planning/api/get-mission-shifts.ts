import type { Shift } from '@secops/domain/planning.schemas';
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Shifts are read by pages of this many, in start order. */
export const SHIFT_PAGE_SIZE = 50;

/** One page of a mission's shifts, in start order. */
export const getMissionShifts = (missionId: string, offset: number): Promise<Shift[]> =>
  api.get<Shift[]>('/planning/shifts', { query: { missionId, limit: SHIFT_PAGE_SIZE, offset } });

export const missionShiftsQueryOptions = (missionId: string) =>
  infiniteQueryOptions({
    queryKey: ['planning', 'shifts', missionId],
    queryFn: ({ pageParam }) => getMissionShifts(missionId, pageParam),
    initialPageParam: 0,
    // A full page may have a next one; a short page is the last.
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < SHIFT_PAGE_SIZE ? undefined : pages.length * SHIFT_PAGE_SIZE,
  });

export const useMissionShifts = (missionId: string) => useInfiniteQuery(missionShiftsQueryOptions(missionId));

/** After a shift is added, moved or removed: the mission's list, the calendar weeks (an agent may have joined), the board. */
export function refreshShiftViews(queryClient: QueryClient, missionId: string): void {
  void queryClient.invalidateQueries({ queryKey: missionShiftsQueryOptions(missionId).queryKey });
  void queryClient.invalidateQueries({ queryKey: ['planning', 'week'] });
  void queryClient.invalidateQueries({ queryKey: ['planning', 'board'] });
}
