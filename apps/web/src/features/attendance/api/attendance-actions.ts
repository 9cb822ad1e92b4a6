import {
  OVERTIME_REQUEST_HOURS,
  type Attendance,
  type AttendancePosition,
  type AttendanceStart,
} from '@secops/domain/attendance';
import * as MSG from '@secops/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';

type Position = { lat: number; lng: number; accuracy: number };

const actions = {
  start: {
    call: (body: AttendanceStart) => api.post<Attendance>('/attendance/start', body),
    success: MSG.attendanceStarted,
    failure: MSG.attendanceStartError,
  },
  overtime: {
    call: (body: { attendanceId: string }) =>
      api.post<Attendance>('/attendance/overtime', { ...body, requestedHours: OVERTIME_REQUEST_HOURS }),
    success: MSG.attendanceOvertimeOn,
    failure: MSG.attendanceOvertimeError,
  },
  end: {
    call: (body: AttendancePosition) => api.post<Attendance>('/attendance/end', body),
    success: MSG.attendanceEnded,
    failure: MSG.attendanceEndError,
  },
  resume: {
    call: (body: AttendancePosition) => api.post<Attendance>('/attendance/resume', body),
    success: MSG.attendanceResumed,
    failure: MSG.attendanceResumeError,
  },
};

/**
 * One attendance action: its toast (the server's message first, else the spec's fallback), then the active
 * attendance and the shifts are read again, as after every action.
 */
function useAttendanceAction<K extends keyof typeof actions>(kind: K) {
  const queryClient = useQueryClient();
  const action = actions[kind];
  return useMutation({
    mutationFn: action.call as (body: Parameters<(typeof actions)[K]['call']>[0]) => Promise<Attendance>,
    onSuccess: () => toast.success(action.success),
    onError: (error) => toast.error(errorMessage(error, action.failure)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['attendance'] }),
  });
}

export const useStartAttendance = () => useAttendanceAction('start');
export const useRequestOvertime = () => useAttendanceAction('overtime');
export const useEndAttendance = () => useAttendanceAction('end');
export const useResumeAttendance = () => useAttendanceAction('resume');

export const positionBody = (position: Position) => ({
  lat: position.lat,
  lng: position.lng,
  accuracy: Math.round(position.accuracy),
});
