import { chatDisplayName } from '@secops/domain/chat';
import { taskConcerns } from '@secops/domain/checklists';
import { locationsFromAddress } from '@secops/domain/missions';
import type { ChatMember, MissionDetail, MissionListItem, Perimeter } from '@secops/domain/missions.schemas';
import { presentChecklistItem } from '../checklists/checklists.presenter.ts';
import type { ChatMemberRow, MissionDetailRow, MissionListRow, PerimeterRow } from './missions.repository.ts';
import { presentAssignment } from './assignments.presenter.ts';

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** The spec's Client has a name; the missions list reads it as client.company. */
const presentClient = (client: { id: string | null; name: string | null } | null) =>
  client?.id && client.name !== null ? { id: client.id, name: client.name, company: client.name } : null;

export const presentMissionListItem = (row: MissionListRow): MissionListItem => ({
  id: row.id,
  title: row.title,
  type: row.type,
  status: row.status,
  startAt: row.startAt.toISOString(),
  endAt: row.endAt.toISOString(),
  locationAddress: row.locationAddress,
  locationLat: row.locationLat,
  locationLng: row.locationLng,
  client: presentClient({ id: row.clientId, name: row.clientName }),
  _count: { assignments: row.assignmentCount },
});

export const presentPerimeter = (row: PerimeterRow): Perimeter => ({
  enabled: row.enabled,
  centerLat: row.centerLat,
  centerLng: row.centerLng,
  radius: row.radiusM,
});

/**
 * The full mission. A field viewer (ownAgentId set) gets only their own shifts and attendances, and only the tasks
 * that concern them with their own ticks; the counts stay those of the whole mission.
 */
export function presentMissionDetail(m: MissionDetailRow, ownAgentId?: string): MissionDetail {
  const mine = (agentId: string | null) => ownAgentId === undefined || agentId === ownAgentId;
  const checklists = m.checklists
    .filter((item) => ownAgentId === undefined || taskConcerns(item.assignedAgents, ownAgentId))
    .map((item) => presentChecklistItem({ ...item, ticks: item.ticks.filter((t) => mine(t.agentId)) }));
  return {
    id: m.id,
    title: m.title,
    type: m.type,
    status: m.status,
    objective: m.objective,
    clientId: m.clientId,
    client: presentClient(m.client),
    startAt: m.startAt.toISOString(),
    endAt: m.endAt.toISOString(),
    briefingNotes: m.briefingNotes,
    locationAddress: m.locationAddress,
    locationLat: m.locationLat,
    locationLng: m.locationLng,
    locations: locationsFromAddress(m.locationAddress),
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
    assignments: m.assignments.map((a) => presentAssignment({ ...a, missionId: m.id })),
    shifts: m.shifts
      .filter((s) => mine(s.agentId))
      .map((s) => ({
        id: s.id,
        agentId: s.agentId,
        missionId: s.missionId,
        startAt: s.startAt.toISOString(),
        endAt: s.endAt.toISOString(),
        zone: s.zone,
        notes: s.notes,
        recurring: s.recurring,
        recurringType: s.recurringType,
        recurringEndDate: isoOrNull(s.recurringEndDate),
        agent: s.agent,
      })),
    incidents: m.incidents.map((i) => ({ ...i, occurredAt: i.occurredAt.toISOString() })),
    checklists,
    attendances: m.attendances
      .filter((a) => mine(a.agentId))
      .map((a) => ({
        id: a.id,
        agentId: a.agentId,
        shiftId: a.shiftId,
        status: a.status,
        startTime: isoOrNull(a.startTime),
        endTime: isoOrNull(a.endTime),
        regularHours: a.regularHours,
        overtimeHours: a.overtimeHours,
      })),
    perimeter: m.perimeter ? presentPerimeter(m.perimeter) : null,
    _count: {
      assignments: m.assignments.length,
      incidents: m.incidents.length,
      checklists: m.checklists.length,
      attendances: m.attendances.length,
    },
  };
}

/** A member is named as everywhere: agent record, else account name, else the part of the e-mail before the at-sign. */
export const presentChatMember = (row: ChatMemberRow): ChatMember => ({
  userId: row.userId,
  name: chatDisplayName(row),
  photo: row.photo,
});
