import type { ClientReport } from '@secops/domain/client-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/client/reports: the activity reports sent to the company, newest first. */
export const getClientReports = (): Promise<ClientReport[]> => api.get<ClientReport[]>('/client/reports');

export const clientReportsQueryOptions = () =>
  queryOptions({ queryKey: ['client-portal', 'reports'] as const, queryFn: getClientReports });

export const useClientReports = () => useQuery(clientReportsQueryOptions());
