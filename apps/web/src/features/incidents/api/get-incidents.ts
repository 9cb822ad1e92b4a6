import type { Incident } from '@secops/domain/incidents.schemas';
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const INCIDENTS_PAGE_SIZE = 50;

/** One page of incidents, newest occurrence first. */
export const getIncidents = (offset: number): Promise<Incident[]> =>
  api.get<Incident[]>('/incidents', { query: { limit: INCIDENTS_PAGE_SIZE, offset } });

/** Pages of incidents; a full page means there may be more. */
export const incidentsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['incidents', 'list'],
    queryFn: ({ pageParam }) => getIncidents(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < INCIDENTS_PAGE_SIZE ? undefined : pages.length * INCIDENTS_PAGE_SIZE,
  });

export const useIncidents = () => useInfiniteQuery(incidentsQueryOptions());

/** An incident changed: the list, the dashboard's open count and the missions' incident counts are read again. */
export function refreshIncidentViews(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['incidents'] });
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  void queryClient.invalidateQueries({ queryKey: ['missions', 'detail'] });
}
