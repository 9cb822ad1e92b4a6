import {
  DEFAULT_CHECKLIST_TEMPLATES,
  mergeChecklistTemplates,
  type ChecklistDraftItem,
} from '@secops/domain/checklists';
import { OVERTIME_REQUEST_HOURS } from '@secops/domain/attendance';
import { workedHours } from '@secops/domain/attendance-hours';
import { isDefaultSpecialty } from '@secops/domain/specialties';
import type { DemoCalendar } from './calendar.ts';
import type { DemoIds } from './demo-people.ts';
import type { DemoRows } from './demo-rows.ts';
import { demoMissions, type DemoMission, type DemoTeamMember } from './missions.data.ts';
import { DEMO_AGENTS } from './people.data.ts';

const MINUTE_MS = 60_000;
const specialtiesOf = new Map(DEMO_AGENTS.map((a) => [a.matricule, a.specialties]));
const templateOf = (s: string) => (isDefaultSpecialty(s) ? DEFAULT_CHECKLIST_TEMPLATES[s] : undefined);
const later = (d: Date, minutes: number) => new Date(d.getTime() + minutes * MINUTE_MS);
const finished = (m: DemoMission) => m.status === 'COMPLETED' || m.status === 'ARCHIVED';

export type DemoMissionRows = Pick<
  DemoRows,
  | 'missions'
  | 'missionPerimeters'
  | 'missionAssignments'
  | 'shifts'
  | 'attendances'
  | 'gpsPositions'
  | 'gpsLatestPositions'
  | 'checklistItems'
  | 'checklistTicks'
>;

/**
 * Where an agent on duty stands: each at their own spot 60 to 180 m from the mission place (spread by their matricule),
 * so that the live map shows every agent and not one marker over another.
 */
export function aroundThePlace(
  place: { lat: number; lng: number },
  matricule: string,
): { lat: number; lng: number } {
  const n = Number(/\d+$/.exec(matricule)?.[0] ?? 0);
  const angle = n * 2.39996; // the golden angle: successive agents never line up
  const metres = 60 + (n % 4) * 40;
  return {
    lat: place.lat + (metres * Math.cos(angle)) / 111_195,
    lng: place.lng + (metres * Math.sin(angle)) / (111_195 * Math.cos((place.lat * Math.PI) / 180)),
  };
}

/** Missions with their perimeter, team, shifts, attendances, check-list and live positions; ids by mission key. */
export function demoMissionRows(
  calendar: DemoCalendar,
  ids: DemoIds,
  nextId: () => string,
): { rows: DemoMissionRows; missionByKey: Map<string, string> } {
  const rows: DemoMissionRows = {
    missions: [],
    missionPerimeters: [],
    missionAssignments: [],
    shifts: [],
    attendances: [],
    gpsPositions: [],
    gpsLatestPositions: [],
    checklistItems: [],
    checklistTicks: [],
  };
  const missionByKey = new Map<string, string>();
  for (const m of demoMissions(calendar)) {
    const missionId = nextId();
    missionByKey.set(m.key, missionId);
    rows.missions.push({
      id: missionId,
      title: m.title,
      type: m.type,
      status: m.status,
      objective: m.objective,
      clientId: ids.clientByKey.get(m.client),
      startAt: m.startAt,
      endAt: m.endAt,
      briefingNotes: m.briefingNotes,
      locationAddress: m.address,
      locationLat: m.lat,
      locationLng: m.lng,
    });
    rows.missionPerimeters.push({
      id: nextId(),
      missionId,
      centerLat: m.lat,
      centerLng: m.lng,
      radiusM: m.radiusM,
    });
    const agentIdOf = (t: DemoTeamMember) => ids.agentByMatricule.get(t.matricule)!;
    rows.missionAssignments.push(
      ...m.team.map((t) => ({ id: nextId(), missionId, agentId: agentIdOf(t), role: t.role })),
    );
    for (const t of m.team) if (t.shift) addShift(rows, nextId, calendar, m, missionId, agentIdOf(t), t);
    const items = mergeChecklistTemplates(
      m.team.map((t) => ({ id: agentIdOf(t), specialties: specialtiesOf.get(t.matricule) ?? [] })),
      templateOf,
    );
    const onDuty = new Map(
      m.team.filter((t) => t.onDuty && t.shift).map((t) => [agentIdOf(t), t.shift!.start]),
    );
    addChecklist(rows, nextId, m, missionId, items, onDuty);
  }
  return { rows, missionByKey };
}

function addShift(
  rows: DemoMissionRows,
  nextId: () => string,
  calendar: DemoCalendar,
  m: DemoMission,
  missionId: string,
  agentId: string,
  t: DemoTeamMember,
): void {
  const shift = t.shift!;
  const shiftId = nextId();
  rows.shifts.push({
    id: shiftId,
    agentId,
    missionId,
    startAt: shift.start,
    endAt: shift.end,
    zone: shift.zone,
  });
  const startTime = later(shift.start, 4);
  const base = {
    agentId,
    missionId,
    shiftId,
    startLat: m.lat,
    startLng: m.lng,
    startAccuracy: 12,
    startTime,
    periodStart: startTime,
  };
  if (finished(m)) {
    const overtime = t.overtimeHours ?? 0;
    const endTime = later(shift.end, overtime * 60);
    rows.attendances.push({
      id: nextId(),
      ...base,
      ...workedHours({ start: startTime, end: endTime }, { startAt: shift.start, endAt: shift.end }),
      status: 'COMPLETED',
      endTime,
      endLat: m.lat,
      endLng: m.lng,
      endAccuracy: 9,
      requestedHours: overtime > 0 ? OVERTIME_REQUEST_HOURS : null,
      overtimeRequestedAt: overtime > 0 ? later(shift.end, -5) : null,
    });
  } else if (t.onDuty) {
    rows.attendances.push({ id: nextId(), ...base, status: 'STARTED' });
    const position = {
      agentId,
      missionId,
      ...aroundThePlace(m, t.matricule),
      accuracy: 12,
      speed: 0,
      heading: 90,
      recordedAt: later(calendar.now, -0.5),
    };
    rows.gpsPositions.push(position);
    rows.gpsLatestPositions.push(position);
  }
}

/** Finished missions have every task ticked; an agent on duty has ticked their first two tasks. */
function addChecklist(
  rows: DemoMissionRows,
  nextId: () => string,
  m: DemoMission,
  missionId: string,
  items: ChecklistDraftItem[],
  onDuty: Map<string, Date>,
): void {
  const ticked = new Map<string, number>();
  for (const item of items) {
    const itemId = nextId();
    rows.checklistItems.push({ ...item, id: itemId, missionId });
    for (const agentId of item.assignedAgents) {
      const dutyStart = onDuty.get(agentId);
      const count = ticked.get(agentId) ?? 0;
      if (!finished(m) && (!dutyStart || count >= 2)) continue;
      ticked.set(agentId, count + 1);
      rows.checklistTicks.push({
        id: nextId(),
        itemId,
        agentId,
        checked: true,
        signedAt: later(dutyStart ?? m.startAt, 15 + count),
      });
    }
  }
}
