import type { Sos, SosClose, SosCreate } from '@secops/domain/sos';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/sos: the same clientRequestId again answers the alert already raised. */
export const raiseSos = (body: SosCreate): Promise<Sos> => api.post<Sos>('/sos', body);

export const getSos = (id: string): Promise<Sos> => api.get<Sos>(`/sos/${encodeURIComponent(id)}`);

/** The alerts staff still have to deal with: open ones (longest waiting first), then those taken. */
export const activeSosQueryOptions = () =>
  queryOptions({
    queryKey: ['sos', 'active'],
    queryFn: async () => {
      const [open, taken] = await Promise.all([
        api.get<Sos[]>('/sos', { query: { status: 'OPEN' } }),
        api.get<Sos[]>('/sos', { query: { status: 'ACKNOWLEDGED' } }),
      ]);
      return [...open, ...taken];
    },
    // Sockets bring changes at once; this catches up after a lost connection.
    refetchInterval: 30_000,
  });

export const useActiveSos = () => useQuery(activeSosQueryOptions());

function useSosMutation<T>(send: (vars: T) => Promise<Sos>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: activeSosQueryOptions().queryKey }),
  });
}

export const useAcknowledgeSos = () =>
  useSosMutation((id: string) => api.post<Sos>(`/sos/${encodeURIComponent(id)}/acknowledge`));

export const useCloseSos = () =>
  useSosMutation(({ id, ...body }: SosClose & { id: string }) =>
    api.post<Sos>(`/sos/${encodeURIComponent(id)}/close`, body),
  );
