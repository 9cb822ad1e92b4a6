import type { Client } from '@secops/domain/clients.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** One client with its mission count. */
export const getClient = (id: string): Promise<Client> =>
  api.get<Client>(`/clients/${encodeURIComponent(id)}`);

export const clientQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['clients', 'detail', id], queryFn: () => getClient(id) });

export const useClient = (id: string) => useQuery(clientQueryOptions(id));
