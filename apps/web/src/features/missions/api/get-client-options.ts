import type { Client } from '@secops/domain/clients.schemas';
import { PAGE_MAX_LIMIT } from '@secops/domain/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The clients a mission can be for, by name. */
export const getClientOptions = (): Promise<Client[]> =>
  api.get<Client[]>('/clients', { query: { limit: PAGE_MAX_LIMIT } });

export const clientOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['clients', 'mission-options'], queryFn: getClientOptions });

export const useClientOptions = () => useQuery(clientOptionsQueryOptions());
