import type { Agent } from '@secops/domain/agents.schemas';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every agent that still has an account, sorted by last name; the grid searches among them in the browser. */
export const getAgents = (): Promise<Agent[]> => api.get<Agent[]>('/agents');

export const agentsQueryOptions = () => queryOptions({ queryKey: ['agents', 'list'], queryFn: getAgents });

export const useAgents = () => useQuery(agentsQueryOptions());

/** Any change to an agent shows in every list of agents (this grid and the pickers of other screens). */
export const refreshAgentLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['agents'], refetchType: 'active' });
