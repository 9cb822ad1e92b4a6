import type { ClientVisibility } from '@secops/domain/client-portal';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

const path = (missionId: string) => `/missions/${encodeURIComponent(missionId)}/client-visibility`;

/** GET/PUT /api/missions/{id}/client-visibility: the main courante entry types the mission's client sees. */
export const getClientVisibility = (missionId: string): Promise<ClientVisibility> =>
  api.get<ClientVisibility>(path(missionId));
export const saveClientVisibility = (missionId: string, body: ClientVisibility): Promise<ClientVisibility> =>
  api.put<ClientVisibility>(path(missionId), body);

export const clientVisibilityQueryOptions = (missionId: string) =>
  queryOptions({
    queryKey: ['missions', 'client-visibility', missionId],
    queryFn: () => getClientVisibility(missionId),
  });

export const useClientVisibility = (missionId: string) => useQuery(clientVisibilityQueryOptions(missionId));

export function useSaveClientVisibility(
  missionId: string,
  config?: MutationConfig<ClientVisibility, ClientVisibility>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (body: ClientVisibility) => saveClientVisibility(missionId, body),
    onSuccess: (...args) => {
      queryClient.setQueryData(clientVisibilityQueryOptions(missionId).queryKey, args[0]);
      return config?.onSuccess?.(...args);
    },
  });
}
