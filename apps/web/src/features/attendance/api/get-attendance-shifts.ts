import type { AgentShift } from '@secops/domain/planning.schemas';
import { AGENT_SHIFTS_POLL_MS } from '@secops/domain/shift-alert';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { offlineCopyQuery } from '../../offline/index.ts';

/** The agent's shifts with their attendances, from those ended in the last 7 days on. */
export const getAttendanceShifts = (agentId: string): Promise<AgentShift[]> =>
  api.get<AgentShift[]>(`/agents/${encodeURIComponent(agentId)}/shifts`);

/** Kept on the phone at each reading: without network the page still lists the shifts (read only). */
export function attendanceShiftsQueryOptions(agentId: string) {
  const queryKey = ['attendance', 'shifts', agentId] as const;
  return queryOptions({ queryKey, ...offlineCopyQuery(queryKey, () => getAttendanceShifts(agentId)) });
}

/** Read again every 60 s. */
export const useAttendanceShifts = (agentId: string) =>
  useQuery({ ...attendanceShiftsQueryOptions(agentId), refetchInterval: AGENT_SHIFTS_POLL_MS });
