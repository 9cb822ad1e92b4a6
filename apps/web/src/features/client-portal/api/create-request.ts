import type { ClientRequest, ClientRequestCreate } from '@secops/domain/client-portal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

/** POST /api/client/missions/{id}/requests: a request or remark, written to the main courante for staff. */
export const createClientRequest = (missionId: string, body: ClientRequestCreate): Promise<ClientRequest> =>
  api.post<ClientRequest>(`/client/missions/${encodeURIComponent(missionId)}/requests`, body);

/** Once sent, the mission's activity is read again: the request shows in its main courante. */
export function useCreateClientRequest(
  missionId: string,
  config?: MutationConfig<ClientRequest, ClientRequestCreate>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (body: ClientRequestCreate) => createClientRequest(missionId, body),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ['client-portal', 'activity', missionId] });
      return config?.onSuccess?.(...args);
    },
  });
}
