import type { ClientActivity } from '@secops/domain/client-portal';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DayRange } from '../utils/period.ts';

/** GET /api/client/missions/{id}/activity?from=&to=: a period's posts, hours, incidents, logbook and rounds. */
export const getClientActivity = (missionId: string, { from, to }: DayRange): Promise<ClientActivity> =>
  api.get<ClientActivity>(`/client/missions/${encodeURIComponent(missionId)}/activity`, {
    query: { from, to },
  });

export const clientActivityQueryOptions = (missionId: string, period: DayRange) =>
  queryOptions({
    queryKey: ['client-portal', 'activity', missionId, period.from, period.to] as const,
    queryFn: () => getClientActivity(missionId, period),
    // A mission in progress keeps adding hours and entries: a page left open catches up now and then.
    refetchInterval: 60_000,
  });

/** The previous period stays on screen while another one loads. */
export const useClientActivity = (missionId: string, period: DayRange) =>
  useQuery({ ...clientActivityQueryOptions(missionId, period), placeholderData: keepPreviousData });
