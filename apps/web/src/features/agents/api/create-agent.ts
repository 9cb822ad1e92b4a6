import type { AgentCreate, AgentDetail } from '@secops/domain/agents.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { refreshSpecialties } from '../../../lib/specialty-catalogue.ts';
import { agentQueryOptions } from './get-agent.ts';
import { refreshAgentLists } from './get-agents.ts';

/**
 * Creates the account (role AGENT) and the agent in one call, all or nothing; the server then e-mails the
 * invitation. A taken e-mail or matricule answers 409 with its French message.
 */
export const createAgent = (body: AgentCreate): Promise<AgentDetail> =>
  api.post<AgentDetail>('/agents', body);

export function useCreateAgent(config?: MutationConfig<AgentDetail, AgentCreate>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createAgent,
    onSuccess: (...args) => {
      queryClient.setQueryData(agentQueryOptions(args[0].id).queryKey, args[0]);
      void refreshAgentLists(queryClient);
      void refreshSpecialties(queryClient);
      return config?.onSuccess?.(...args);
    },
  });
}
