import type { Incident } from '@secops/domain/incidents.schemas';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const INCIDENTS_PAGE_SIZE = 50;

/** The list's filters; an empty value is no filter (and is not sent). */
export type IncidentFilters = {
  status: string;
  severity: string;
  missionId: string;
  from: string;
  to: string;
};
export const NO_INCIDENT_FILTERS: IncidentFilters = {
  status: '',
  severity: '',
  missionId: '',
  from: '',
  to: '',
};

/** One page of incidents, newest occurrence first. */
export const getIncidents = (
  offset: number,
  filters: IncidentFilters = NO_INCIDENT_FILTERS,
): Promise<Incident[]> =>
  api.get<Incident[]>('/incidents', { query: { ...filters, limit: INCIDENTS_PAGE_SIZE, offset } });

/** Pages of incidents; a full page means there may be more. */
export const incidentsQueryOptions = (filters: IncidentFilters = NO_INCIDENT_FILTERS) =>
  infiniteQueryOptions({
    queryKey: ['incidents', 'list', filters],
    queryFn: ({ pageParam }) => getIncidents(pageParam, filters),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < INCIDENTS_PAGE_SIZE ? undefined : pages.length * INCIDENTS_PAGE_SIZE,
  });

export const useIncidents = (filters?: IncidentFilters) =>
  useInfiniteQuery({ ...incidentsQueryOptions(filters), placeholderData: keepPreviousData });

/** An incident changed: the list, the dashboard's open count and the missions' incident counts are read again. */
export function refreshIncidentViews(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['incidents'] });
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  void queryClient.invalidateQueries({ queryKey: ['missions', 'detail'] });
}
