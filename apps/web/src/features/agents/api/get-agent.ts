import type { AgentDetail } from '@secops/domain/agents.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** An agent's profile, with certifications and the number of missions they are assigned to. */
export const getAgent = (id: string): Promise<AgentDetail> =>
  api.get<AgentDetail>(`/agents/${encodeURIComponent(id)}`);

export const agentQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['agents', 'detail', id], queryFn: () => getAgent(id) });

export const useAgent = (id: string) => useQuery(agentQueryOptions(id));
