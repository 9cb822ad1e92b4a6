import type { Agent } from '@secops/domain/agents.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The agents a shift can go to: active accounts only (an inactive agent is refused by the server). */
export const getShiftAgents = async (): Promise<Agent[]> => {
  const agents = await api.get<Agent[]>('/agents');
  return agents.filter((agent) => agent.isActive && !agent.deleted);
};

export const shiftAgentsQueryOptions = () =>
  queryOptions({ queryKey: ['agents', 'shift-options'], queryFn: getShiftAgents });

export const useShiftAgents = () => useQuery(shiftAgentsQueryOptions());
