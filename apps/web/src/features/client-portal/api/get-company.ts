import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ClientCompany = { id: string; name: string };

/** GET /api/client/company: the signed-in client's company, named in the portal's header. */
export const getClientCompany = (): Promise<ClientCompany> => api.get<ClientCompany>('/client/company');

export const clientCompanyQueryOptions = () =>
  queryOptions({ queryKey: ['client-portal', 'company'] as const, queryFn: getClientCompany });

export const useClientCompany = () => useQuery(clientCompanyQueryOptions());
