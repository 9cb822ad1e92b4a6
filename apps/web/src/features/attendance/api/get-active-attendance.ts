import { ACTIVE_ATTENDANCE_POLL_MS, type Attendance } from '@secops/domain/attendance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The agent's attendance in progress, or null. */
export const getActiveAttendance = (agentId: string): Promise<Attendance | null> =>
  api.get<Attendance | null>(`/attendance/active/${encodeURIComponent(agentId)}`);

export const activeAttendanceQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: ['attendance', 'active', agentId], queryFn: () => getActiveAttendance(agentId) });

/** Polled every 2 s, and read again when the page gets the focus back (the phone was in a pocket). */
export const useActiveAttendance = (agentId: string) =>
  useQuery({
    ...activeAttendanceQueryOptions(agentId),
    refetchInterval: ACTIVE_ATTENDANCE_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
