import { AGENT_SHIFTS_POLL_MS } from '@secops/domain/shift-alert';
import type { AgentShift } from '@secops/domain/planning.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { offlineCopyQuery } from '../../offline/index.ts';
import { myShiftsPath } from './my-data-paths.ts';

/** The agent's shifts with their mission and attendances, from those ended in the last 7 days on. */
export const getMyShifts = (agentId: string): Promise<AgentShift[]> =>
  api.get<AgentShift[]>(myShiftsPath(agentId));

export function myShiftsQueryOptions(agentId: string) {
  const queryKey = ['field', 'shifts', agentId] as const;
  return queryOptions({ queryKey, ...offlineCopyQuery(queryKey, () => getMyShifts(agentId)) });
}

/**
 * Read again every 60 s by default (the mission cards); the shift alert asks every 30 s. Asked only for a user who
 * has an agent record.
 */
export const useMyShifts = (agentId: string | null, refetchInterval: number = AGENT_SHIFTS_POLL_MS) =>
  useQuery({ ...myShiftsQueryOptions(agentId ?? ''), enabled: agentId !== null, refetchInterval });
