import type { Client } from '@secops/domain/clients.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Clients by name; the server searches name, contact and e-mail, any case. */
export const getClients = (search: string): Promise<Client[]> =>
  api.get<Client[]>('/clients', { query: { q: search.trim() } });

export const clientsQueryOptions = (search: string) =>
  queryOptions({ queryKey: ['clients', 'list', search.trim()], queryFn: () => getClients(search) });

/** While a new search loads, the previous results stay on screen. */
export const useClients = (search: string) =>
  useQuery({ ...clientsQueryOptions(search), placeholderData: keepPreviousData });
