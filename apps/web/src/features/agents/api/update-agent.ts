import type { AgentDetail, AgentUpdate } from '@secops/domain/agents.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { refreshSpecialties } from '../../../lib/specialty-catalogue.ts';
import { agentQueryOptions } from './get-agent.ts';
import { refreshAgentLists } from './get-agents.ts';

/** PATCH /api/agents/{id}; specialties typed for the first time join the catalogue. */
export const updateAgent = (id: string, body: AgentUpdate): Promise<AgentDetail> =>
  api.patch<AgentDetail>(`/agents/${encodeURIComponent(id)}`, body);

export function useUpdateAgent(id: string, config?: MutationConfig<AgentDetail, AgentUpdate>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (body: AgentUpdate) => updateAgent(id, body),
    onSuccess: (...args) => {
      queryClient.setQueryData(agentQueryOptions(id).queryKey, args[0]);
      void refreshAgentLists(queryClient);
      void refreshSpecialties(queryClient);
      return config?.onSuccess?.(...args);
    },
  });
}
