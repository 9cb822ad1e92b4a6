import {
  DEFAULT_CHECKLIST_TEMPLATES,
  mergeChecklistTemplates,
  type ChecklistDraftItem,
} from '@secops/domain/checklists';
import { OVERTIME_REQUEST_HOURS } from '@secops/domain/attendance';
import { workedHours } from '@secops/domain/attendance-hours';
import { isDefaultSpecialty } from '@secops/domain/specialties';
import type { Tx } from '../client.ts';
import {
  attendances,
  checklistItems,
  checklistTicks,
  gpsLatestPositions,
  gpsPositions,
  missionAssignments,
  missionPerimeters,
  missions,
  shifts,
} from '../schema/index.ts';
import type { DemoCalendar } from './calendar.ts';
import type { DemoIds } from './demo.ts';
import { demoMissions, type DemoMission, type DemoTeamMember } from './missions.data.ts';
import { DEMO_AGENTS } from './people.data.ts';

const MINUTE_MS = 60_000;
const specialtiesOf = new Map(DEMO_AGENTS.map((a) => [a.matricule, a.specialties]));
const templateOf = (s: string) => (isDefaultSpecialty(s) ? DEFAULT_CHECKLIST_TEMPLATES[s] : undefined);
const later = (d: Date, minutes: number) => new Date(d.getTime() + minutes * MINUTE_MS);

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

/** Missions with their perimeter, team, shifts, attendances, check-list and live positions; returns ids by key. */
export async function insertMissions(
  tx: Tx,
  calendar: DemoCalendar,
  ids: DemoIds,
): Promise<Map<string, string>> {
  const missionByKey = new Map<string, string>();
  for (const m of demoMissions(calendar)) {
    const [row] = await tx
      .insert(missions)
      .values({
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
      })
      .returning({ id: missions.id });
    const missionId = row!.id;
    missionByKey.set(m.key, missionId);
    await tx
      .insert(missionPerimeters)
      .values({ missionId, centerLat: m.lat, centerLng: m.lng, radiusM: m.radiusM });
    const agentIdOf = (t: DemoTeamMember) => ids.agentByMatricule.get(t.matricule)!;
    await tx
      .insert(missionAssignments)
      .values(m.team.map((t) => ({ missionId, agentId: agentIdOf(t), role: t.role })));
    for (const t of m.team) {
      if (t.shift) await insertShift(tx, calendar, m, missionId, agentIdOf(t), t);
    }
    const items = mergeChecklistTemplates(
      m.team.map((t) => ({ id: agentIdOf(t), specialties: specialtiesOf.get(t.matricule) ?? [] })),
      templateOf,
    );
    const onDuty = new Map(
      m.team.filter((t) => t.onDuty && t.shift).map((t) => [agentIdOf(t), t.shift!.start]),
    );
    await insertChecklist(tx, m, missionId, items, onDuty);
  }
  return missionByKey;
}

async function insertShift(
  tx: Tx,
  calendar: DemoCalendar,
  m: DemoMission,
  missionId: string,
  agentId: string,
  t: DemoTeamMember,
): Promise<void> {
  const shift = t.shift!;
  const [row] = await tx
    .insert(shifts)
    .values({ agentId, missionId, startAt: shift.start, endAt: shift.end, zone: shift.zone })
    .returning({ id: shifts.id });
  const startTime = later(shift.start, 4);
  const base = {
    agentId,
    missionId,
    shiftId: row!.id,
    startLat: m.lat,
    startLng: m.lng,
    startAccuracy: 12,
    startTime,
    periodStart: startTime,
  };
  if (m.status === 'COMPLETED' || m.status === 'ARCHIVED') {
    const overtime = t.overtimeHours ?? 0;
    const endTime = later(shift.end, overtime * 60);
    await tx.insert(attendances).values({
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
    await tx.insert(attendances).values({ ...base, status: 'STARTED' });
    const position = {
      agentId,
      missionId,
      ...aroundThePlace(m, t.matricule),
      accuracy: 12,
      speed: 0,
      heading: 90,
      recordedAt: later(calendar.now, -0.5),
    };
    await tx.insert(gpsPositions).values(position);
    await tx.insert(gpsLatestPositions).values(position);
  }
}

/** Finished missions have every task ticked; an agent on duty has ticked their first two tasks. */
async function insertChecklist(
  tx: Tx,
  m: DemoMission,
  missionId: string,
  items: ChecklistDraftItem[],
  onDuty: Map<string, Date>,
): Promise<void> {
  if (items.length === 0) return;
  const rows = await tx
    .insert(checklistItems)
    .values(items.map((i) => ({ ...i, missionId })))
    .returning({ id: checklistItems.id, assignedAgents: checklistItems.assignedAgents });
  const finished = m.status === 'COMPLETED' || m.status === 'ARCHIVED';
  const ticked = new Map<string, number>();
  const ticks = rows.flatMap((item) =>
    item.assignedAgents.flatMap((agentId) => {
      const dutyStart = onDuty.get(agentId);
      const count = ticked.get(agentId) ?? 0;
      if (!finished && (!dutyStart || count >= 2)) return [];
      ticked.set(agentId, count + 1);
      const signedAt = later(dutyStart ?? m.startAt, 15 + count);
      return [{ itemId: item.id, agentId, checked: true, signedAt }];
    }),
  );
  if (ticks.length > 0) await tx.insert(checklistTicks).values(ticks);
}
