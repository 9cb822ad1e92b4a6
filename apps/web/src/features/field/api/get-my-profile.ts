import type { AgentDetail, AgentStats } from '@secops/domain/agents.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The signed-in agent's own record: contact, grade, specialties, certifications. */
export const getMyAgent = (agentId: string): Promise<AgentDetail> =>
  api.get<AgentDetail>(`/agents/${encodeURIComponent(agentId)}`);

export const myAgentQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: ['field', 'agent', agentId], queryFn: () => getMyAgent(agentId) });

export const useMyAgent = (agentId: string | null) =>
  useQuery({ ...myAgentQueryOptions(agentId ?? ''), enabled: agentId !== null });

/** Missions assigned, incidents reported and the 5 latest attendances of the agent. */
export const getMyStats = (agentId: string): Promise<AgentStats> =>
  api.get<AgentStats>(`/agents/${encodeURIComponent(agentId)}/stats`);

export const myStatsQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: ['field', 'agent', agentId, 'stats'], queryFn: () => getMyStats(agentId) });

export const useMyStats = (agentId: string | null) =>
  useQuery({ ...myStatsQueryOptions(agentId ?? ''), enabled: agentId !== null });
