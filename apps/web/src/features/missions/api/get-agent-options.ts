import type { Agent } from '@secops/domain/agents.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The agents a mission can be given: active accounts only. */
export const getAgentOptions = async (): Promise<Agent[]> => {
  const agents = await api.get<Agent[]>('/agents');
  return agents.filter((agent) => agent.isActive && !agent.deleted);
};

export const agentOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['agents', 'mission-options'], queryFn: getAgentOptions });

export const useAgentOptions = () => useQuery(agentOptionsQueryOptions());
