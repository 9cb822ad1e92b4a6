import type { AgentDetail } from '@secops/domain/agents.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The user account of an agent on the map (calls go to a user, positions name an agent). */
export const getAgentAccount = async (agentId: string): Promise<string | null> =>
  (await api.get<AgentDetail>(`/agents/${encodeURIComponent(agentId)}`)).userId;

export const agentAccountQueryOptions = (agentId: string) =>
  queryOptions({
    queryKey: ['gps', 'agent-account', agentId],
    queryFn: () => getAgentAccount(agentId),
    staleTime: Infinity,
  });

/** Asked when the agent's popup opens, for its call buttons. */
export const useAgentAccount = (agentId: string) => useQuery(agentAccountQueryOptions(agentId)).data ?? null;
