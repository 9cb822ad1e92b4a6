import type { Alert, AlertListQuery } from '@secops/domain/alerts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The filters of a list; an absent value is no filter (without a status: open, taken, and resolved of the day). */
export type AlertFilters = AlertListQuery;

/** The open alerts: the sidebar's count, the dashboard's feed and the live map's list share this one list. */
export const OPEN_ALERTS: AlertFilters = { status: 'OPEN' };

/** GET /api/alerts: open first, then taken, then resolved, the newest raised first in each. */
export const getAlerts = (filters: AlertFilters): Promise<Alert[]> =>
  api.get<Alert[]>('/alerts', { query: { ...filters } });

/** Under ['alerts', 'list', filters]: the live updates find every list shown and the filters it follows. */
export const alertsQueryOptions = (filters: AlertFilters) =>
  queryOptions({
    queryKey: ['alerts', 'list', filters] as const,
    queryFn: () => getAlerts(filters),
    // The socket brings changes at once; this catches up after a connection lost unnoticed.
    refetchInterval: 60_000,
  });

export type AlertsKey = ReturnType<typeof alertsQueryOptions>['queryKey'];

/** The previous filter's alerts stay on screen while the new ones load. */
export const useAlerts = (filters: AlertFilters) =>
  useQuery({ ...alertsQueryOptions(filters), placeholderData: keepPreviousData });

export const useOpenAlerts = () => useQuery(alertsQueryOptions(OPEN_ALERTS));
