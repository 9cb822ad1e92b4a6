import type { Agent } from '@secops/domain/agents.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The agents equipment can go to: active accounts only (the server refuses the others). */
export const getAssignableAgents = async (): Promise<Agent[]> => {
  const agents = await api.get<Agent[]>('/agents');
  return agents.filter((agent) => agent.isActive && !agent.deleted);
};

export const assignableAgentsQueryOptions = () =>
  queryOptions({ queryKey: ['agents', 'equipment-options'], queryFn: getAssignableAgents });

export const useAssignableAgents = () => useQuery(assignableAgentsQueryOptions());
