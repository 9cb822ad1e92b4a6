import type { Client, ClientCreate } from '@secops/domain/clients.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

/** Creates a client; only the name is required, a SIRET must carry a valid Luhn key. */
export const createClient = (body: ClientCreate): Promise<Client> => api.post<Client>('/clients', body);

export function useCreateClient(config?: MutationConfig<Client, ClientCreate>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createClient,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ['clients'] });
      return config?.onSuccess?.(...args);
    },
  });
}
