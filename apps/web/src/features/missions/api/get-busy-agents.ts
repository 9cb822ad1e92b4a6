import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The agents with a shift on another mission during this mission's dates. */
export const getBusyAgents = (missionId: string): Promise<{ agentIds: string[] }> =>
  api.get<{ agentIds: string[] }>('/planning/busy-agents', { query: { missionId } });

export const busyAgentsQueryOptions = (missionId: string) =>
  queryOptions({
    queryKey: ['planning', 'busy-agents', missionId],
    queryFn: () => getBusyAgents(missionId),
    staleTime: 30_000,
  });

export const useBusyAgents = (missionId: string, enabled: boolean) =>
  useQuery({ ...busyAgentsQueryOptions(missionId), enabled });
