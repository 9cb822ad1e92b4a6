import type { AgentShift, PlanningWeek, Shift } from '@secops/domain/planning.schemas';
import type { AttendanceRecord, ShiftRow } from './planning.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const presentShift = ({ shift, agent, mission }: ShiftRow): Shift => ({
  id: shift.id,
  agentId: shift.agentId,
  missionId: shift.missionId,
  startAt: shift.startAt.toISOString(),
  endAt: shift.endAt.toISOString(),
  zone: shift.zone,
  notes: shift.notes,
  recurring: shift.recurring,
  recurringType: shift.recurringType,
  recurringEndDate: iso(shift.recurringEndDate),
  recurrenceGroupId: shift.recurrenceGroupId,
  workingTimeOverride: shift.workingTimeOverride ?? null,
  agent: agent && {
    id: agent.id,
    firstName: agent.firstName,
    lastName: agent.lastName,
    matricule: agent.matricule,
    photo: agent.photo,
  },
  mission: { id: mission.id, title: mission.title, locationAddress: mission.locationAddress },
});

export const presentAgentShift = (row: ShiftRow & { attendances: AttendanceRecord[] }): AgentShift => ({
  ...presentShift(row),
  attendances: row.attendances.map((a) => ({
    id: a.id,
    status: a.status,
    startTime: iso(a.startTime),
    endTime: iso(a.endTime),
    regularHours: a.regularHours,
    overtimeHours: a.overtimeHours,
  })),
});

type WeekRows = {
  start: Date;
  end: Date;
  missions: {
    id: string;
    title: string;
    status: PlanningWeek['missions'][number]['status'];
    startAt: Date;
    endAt: Date;
    locationAddress: string | null;
    assignments: number;
  }[];
};

export const presentWeek = (week: WeekRows): PlanningWeek => ({
  start: week.start.toISOString(),
  end: week.end.toISOString(),
  missions: week.missions.map((m) => ({
    id: m.id,
    title: m.title,
    status: m.status,
    startAt: m.startAt.toISOString(),
    endAt: m.endAt.toISOString(),
    locationAddress: m.locationAddress,
    _count: { assignments: m.assignments },
  })),
});
