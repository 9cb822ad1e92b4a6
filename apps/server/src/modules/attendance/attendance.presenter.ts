import { LOW_ACCURACY_M, type Attendance } from '@secops/domain/attendance';
import type { AttendanceView } from './attendance.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The attendance as the API answers it everywhere: hours, positions, and who, where and which shift. */
export function presentAttendance({ attendance: a, agent, mission, shift }: AttendanceView): Attendance {
  return {
    id: a.id,
    status: a.status,
    startTime: iso(a.startTime),
    endTime: iso(a.endTime),
    regularHours: a.regularHours,
    overtimeHours: a.overtimeHours,
    dayHours: a.dayHours,
    nightHours: a.nightHours,
    sundayHours: a.sundayHours,
    holidayHours: a.holidayHours,
    requestedHours: a.requestedHours,
    overtimeRequestedAt: iso(a.overtimeRequestedAt),
    startLat: a.startLat,
    startLng: a.startLng,
    startAccuracy: a.startAccuracy,
    endLat: a.endLat,
    endLng: a.endLng,
    endAccuracy: a.endAccuracy,
    lowAccuracy: a.startAccuracy !== null && a.startAccuracy > LOW_ACCURACY_M,
    suspect: a.suspect,
    suspectReasons: a.suspectReasons,
    agentId: a.agentId,
    missionId: a.missionId,
    shiftId: a.shiftId,
    agent,
    mission,
    shift: shift
      ? { id: shift.id, startAt: shift.startAt.toISOString(), endAt: shift.endAt.toISOString() }
      : null,
  };
}
