import type { UserSummary } from '@secops/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { agentQueryOptions } from './get-agent.ts';
import { refreshAgentLists } from './get-agents.ts';

/** Activates or deactivates the agent's account; deactivating ends its sessions. */
export const setAccountStatus = (userId: string, isActive: boolean): Promise<UserSummary> =>
  api.patch<UserSummary>(`/users/${encodeURIComponent(userId)}/status`, { isActive });

/** Deletes the agent's account; the agent stays in mission history as a deleted agent. */
export const deleteAccount = (userId: string): Promise<void> =>
  api.delete<void>(`/users/${encodeURIComponent(userId)}`);

export type AccountStatusChange = { userId: string; isActive: boolean };

export function useSetAgentStatus(
  agentId: string,
  config?: MutationConfig<UserSummary, AccountStatusChange>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: ({ userId, isActive }: AccountStatusChange) => setAccountStatus(userId, isActive),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: agentQueryOptions(agentId).queryKey });
      void refreshAgentLists(queryClient);
      return config?.onSuccess?.(...args);
    },
  });
}

export function useDeleteAgent(agentId: string, config?: MutationConfig<void, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteAccount,
    onSuccess: (...args) => {
      queryClient.removeQueries({ queryKey: agentQueryOptions(agentId).queryKey });
      void refreshAgentLists(queryClient);
      return config?.onSuccess?.(...args);
    },
  });
}
