import type { AgentDetail, AgentStats } from '@secops/domain/agents.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { offlineCopyQuery } from '../../offline/index.ts';

/** The signed-in agent's own record: contact, grade, specialties, certifications. */
export const getMyAgent = (agentId: string): Promise<AgentDetail> =>
  api.get<AgentDetail>(`/agents/${encodeURIComponent(agentId)}`);

/** Kept on the phone at each reading, and read from there when the network is away (so are the figures). */
export function myAgentQueryOptions(agentId: string) {
  const queryKey = ['field', 'agent', agentId] as const;
  return queryOptions({ queryKey, ...offlineCopyQuery(queryKey, () => getMyAgent(agentId)) });
}

export const useMyAgent = (agentId: string | null) =>
  useQuery({ ...myAgentQueryOptions(agentId ?? ''), enabled: agentId !== null });

/** Missions assigned, incidents reported and the 5 latest attendances of the agent. */
export const getMyStats = (agentId: string): Promise<AgentStats> =>
  api.get<AgentStats>(`/agents/${encodeURIComponent(agentId)}/stats`);

export function myStatsQueryOptions(agentId: string) {
  const queryKey = ['field', 'agent', agentId, 'stats'] as const;
  return queryOptions({ queryKey, ...offlineCopyQuery(queryKey, () => getMyStats(agentId)) });
}

export const useMyStats = (agentId: string | null) =>
  useQuery({ ...myStatsQueryOptions(agentId ?? ''), enabled: agentId !== null });
