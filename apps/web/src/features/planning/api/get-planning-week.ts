import type { PlanningWeek } from '@secops/domain/planning.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The Paris week holding `date` (YYYY-MM-DD) and every mission meeting it. */
export const getPlanningWeek = (date: string): Promise<PlanningWeek> =>
  api.get<PlanningWeek>('/planning/week', { query: { date } });

export const planningWeekQueryOptions = (date: string) =>
  queryOptions({
    queryKey: ['planning', 'week', date],
    queryFn: () => getPlanningWeek(date),
    // Missions are created and moved on other screens: a week is read again each time it is shown.
    staleTime: 0,
  });

/** `enabled` false: not read (yet): the board's first drawing does not wait behind it. */
export const usePlanningWeek = (date: string, enabled = true) =>
  useQuery({ ...planningWeekQueryOptions(date), enabled });
