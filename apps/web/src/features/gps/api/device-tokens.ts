import type { CreatedDeviceToken, DeviceToken } from '@secops/domain/gps-tracker';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

const PATH = '/gps/device-tokens';

/** Active tracker tokens: the signed-in agent's own (no id), or an agent's, for staff. */
export const getDeviceTokens = (agentId: string | null): Promise<DeviceToken[]> =>
  api.get<DeviceToken[]>(agentId ? `${PATH}?agentId=${encodeURIComponent(agentId)}` : PATH);

/** A new token for the signed-in agent: its secret comes back this once. */
export const createDeviceToken = (): Promise<CreatedDeviceToken> => api.post<CreatedDeviceToken>(PATH);

export const revokeDeviceToken = (id: string): Promise<void> =>
  api.delete<void>(`${PATH}/${encodeURIComponent(id)}`);

export const deviceTokensQueryOptions = (agentId: string | null) =>
  queryOptions({
    queryKey: ['gps', 'device-tokens', agentId ?? 'me'],
    queryFn: () => getDeviceTokens(agentId),
  });

export const useDeviceTokens = (agentId: string | null) => useQuery(deviceTokensQueryOptions(agentId));

/** A change of tokens reads every token list again (the agent's own and the one staff see). */
function useTokenChange<T, R>(fn: (value: T) => Promise<R>, config?: MutationConfig<R, T>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: fn,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ['gps', 'device-tokens'] });
      return config?.onSuccess?.(...args);
    },
  });
}

export const useCreateDeviceToken = (config?: MutationConfig<CreatedDeviceToken, void>) =>
  useTokenChange(createDeviceToken, config);

export const useRevokeDeviceToken = (config?: MutationConfig<void, string>) =>
  useTokenChange(revokeDeviceToken, config);
