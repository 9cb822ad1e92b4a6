import type {
  Unavailability,
  UnavailabilityCreate,
  UnavailabilityDecision,
} from '@secops/domain/unavailability';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const path = (agentId: string) => `/agents/${encodeURIComponent(agentId)}/unavailabilities`;

export const unavailabilitiesQueryOptions = (agentId: string) =>
  queryOptions({
    queryKey: ['unavailabilities', agentId],
    queryFn: () => api.get<Unavailability[]>(path(agentId)),
  });

export const useUnavailabilities = (agentId: string) => useQuery(unavailabilitiesQueryOptions(agentId));

/** Declares a period for the agent; the list is read again. */
export function useDeclareUnavailability(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnavailabilityCreate) => api.post<Unavailability>(path(agentId), body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['unavailabilities', agentId] }),
  });
}

export function useRemoveUnavailability(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/unavailabilities/${encodeURIComponent(id)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['unavailabilities', agentId] }),
  });
}

/** Staff grant or refuse asked leave; the list and the board (which greys granted leave) are read again. */
export function useDecideUnavailability(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: UnavailabilityDecision['status'] }) =>
      api.patch<Unavailability>(`/unavailabilities/${encodeURIComponent(id)}`, { status }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['unavailabilities', agentId] });
      void queryClient.invalidateQueries({ queryKey: ['planning', 'board'] });
    },
  });
}
