import { randomUUID } from 'node:crypto';
import * as MSG from '@secops/domain/messages';
import { formatMessage } from '@secops/domain/format-message';
import {
  expandRecurrence,
  findOverlap,
  findSelfOverlap,
  formatParisSlot,
  parisMidnight,
  parisWeek,
  type Slot,
} from '@secops/domain/planning';
import {
  recurrenceUntil,
  type AgentShiftsQuery,
  type ShiftCreate,
  type ShiftListQuery,
} from '@secops/domain/planning.schemas';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { addAgentTasks } from '../checklists/checklist-team.service.ts';
import { findMission } from '../missions/missions.repository.ts';
import {
  agentExists,
  findBusyAgents,
  ensureAssignment,
  findAgentShiftsBetween,
  findAttendancesOfShifts,
  findMissionsBetween,
  findShifts,
  insertShifts,
  keepDeletedShift,
  lockAgent,
  lockMission,
  lockShift,
  removeShift,
  shiftHasAttendances,
  takeDeletedShift,
  type AttendanceRecord,
  type ShiftRow,
} from './planning.repository.ts';
import { acknowledgedOverrides, checkAgentAvailability } from './availability.guard.ts';
import { checkAgentWorkingTime, type PlanningActor } from './working-time.guard.ts';

/** Without `from`, an agent's shift list starts with the shifts that ended in the last 7 days (the history tab). */
const AGENT_HISTORY_MS = 7 * 24 * 3_600_000;

export const missionArchived = () => conflict(MSG.missionArchived, 'MISSION_ARCHIVED');
export const overlap = (missionTitle: string, slot: Slot) =>
  conflict(`${MSG.shiftOverlap} (${missionTitle}, ${formatParisSlot(slot)})`, 'SHIFT_OVERLAP');

export const outsideMission = (period: Slot) =>
  conflict(
    formatMessage(MSG.shiftOutsideMission, { period: formatParisSlot(period) }),
    'SHIFT_OUTSIDE_MISSION',
  );

/**
 * The mission and agent a shift is written for, locked: the mission not archived, the agent active, and the slots
 * written (none when only labels change) within the mission's period.
 */
export async function lockShiftTarget(tx: Tx, missionId: string, agentId: string, slots: readonly Slot[]) {
  const { mission } = await lockShiftMission(tx, missionId, slots);
  const person = await lockAgent(tx, agentId);
  if (!person) throw notFound(MSG.missionAgentNotFound);
  const { isActive, ...agent } = person;
  if (!isActive) throw conflict(MSG.planningAgentInactive, 'AGENT_INACTIVE');
  return { mission, agent };
}

/** The mission of an open shift (nobody on it), locked and not archived, the slots within its period. */
export async function lockShiftMission(tx: Tx, missionId: string, slots: readonly Slot[]) {
  const found = await lockMission(tx, missionId);
  if (!found) throw notFound(MSG.missionNotFound);
  const { status, period, ...mission } = found;
  if (status === 'ARCHIVED') throw missionArchived();
  if (slots.some((slot) => slot.startAt < period.startAt || slot.endAt > period.endAt))
    throw outsideMission(period);
  return { mission, agent: null };
}

/**
 * Creates one shift, or one per occurrence of a recurrence, all in one transaction or none. The mission must not be
 * archived and the agent must be active; an agent not yet on the mission is assigned to it with the role agent
 * (and gets their specialties' tasks, as when assigned by hand).
 * No shift may overlap another shift of the agent, on any mission, nor another occurrence of the same request, and
 * together they must keep the working-time rules (unless an administrator acknowledged the breach).
 */
export async function createShifts(
  db: Db,
  input: ShiftCreate,
  actor: Pick<PlanningActor, 'role'>,
): Promise<ShiftRow[]> {
  const recurrence =
    input.recurring && input.recurringType && input.recurringEndDate
      ? { type: input.recurringType, until: recurrenceUntil(input.recurringEndDate) }
      : null;
  const slots = expandRecurrence({
    startAt: new Date(input.startAt),
    endAt: new Date(input.endAt),
    type: recurrence?.type,
    until: recurrence?.until,
  });
  const span = { startAt: slots[0]!.startAt, endAt: slots[slots.length - 1]!.endAt };

  return db.transaction(async (tx) => {
    if (input.agentId === null) return createOpenShifts(tx, input, slots, recurrence);
    const { mission, agent } = await lockShiftTarget(tx, input.missionId, input.agentId, slots);
    const repeated = findSelfOverlap(slots);
    if (repeated) throw overlap(mission.title, repeated);
    const taken = findOverlap(slots, await findAgentShiftsBetween(tx, agent.id, span));
    if (taken) throw overlap(taken.missionTitle, taken);
    const acknowledged = { ...actor, acknowledgeViolations: input.acknowledgeViolations };
    const unavailable = await checkAgentAvailability(tx, agent.id, slots, acknowledged);
    const override = acknowledgedOverrides(
      unavailable,
      await checkAgentWorkingTime(tx, agent.id, slots, acknowledged),
    );

    if (await ensureAssignment(tx, mission.id, agent.id)) await addAgentTasks(tx, mission.id, agent.id);
    const recurrenceGroupId = recurrence ? randomUUID() : null;
    const rows = await insertShifts(
      tx,
      slots.map((slot) => ({
        ...slot,
        agentId: agent.id,
        missionId: mission.id,
        zone: input.zone ?? null,
        notes: input.notes ?? null,
        recurring: recurrence !== null,
        recurringType: recurrence?.type ?? null,
        recurringEndDate: recurrence ? parisMidnight(recurrence.until) : null,
        recurrenceGroupId,
        workingTimeOverride: override,
      })),
    );
    return rows.map((shift) => ({ shift, agent, mission }));
  });
}

type Recurrence = { type: NonNullable<ShiftCreate['recurringType']>; until: string } | null;

/**
 * Open shifts ('Postes à pourvoir'): the mission's need, with nobody yet. Several may share a slot (three guards
 * at an event); the agent's rules are checked when one is filled (PATCH {agentId}).
 */
async function createOpenShifts(tx: Tx, input: ShiftCreate, slots: Slot[], recurrence: Recurrence) {
  const { mission } = await lockShiftMission(tx, input.missionId, slots);
  const recurrenceGroupId = recurrence ? randomUUID() : null;
  const rows = await insertShifts(
    tx,
    slots.map((slot) => ({
      ...slot,
      agentId: null,
      missionId: mission.id,
      zone: input.zone ?? null,
      notes: input.notes ?? null,
      recurring: recurrence !== null,
      recurringType: recurrence?.type ?? null,
      recurringEndDate: recurrence ? parisMidnight(recurrence.until) : null,
      recurrenceGroupId,
    })),
  );
  return rows.map((shift) => ({ shift, agent: null, mission }));
}

/** How long a deleted shift can be restored ("Annuler" on the 'Horaire supprimé' toast). */
export const SHIFT_RESTORE_MS = 10 * 60_000;

/**
 * Deletes one shift; refused on an archived mission and once the shift has attendances (they keep their history).
 * The shift's row is kept for SHIFT_RESTORE_MS, for restoreShift.
 */
export async function deleteShift(db: Db, id: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await lockShift(tx, id);
    if (!found) throw notFound(MSG.shiftNotFound);
    if (found.missionStatus === 'ARCHIVED') throw missionArchived();
    if (await shiftHasAttendances(tx, id)) throw conflict(MSG.shiftHasAttendances, 'SHIFT_HAS_ATTENDANCES');
    await keepDeletedShift(tx, found.shift, now, new Date(now.getTime() - SHIFT_RESTORE_MS));
    await removeShift(tx, id);
  });
}

/**
 * Brings back, as it was (same id), a shift deleted in the last SHIFT_RESTORE_MS, under the rules of creation: the
 * mission not archived, the agent active and free on the slot (another shift may have taken it meanwhile).
 */
export async function restoreShift(db: Db, id: string, now = new Date()): Promise<ShiftRow> {
  return db.transaction(async (tx) => {
    const shift = await takeDeletedShift(tx, id, new Date(now.getTime() - SHIFT_RESTORE_MS));
    if (!shift) throw notFound(MSG.shiftRestoreExpired);
    if (shift.agentId === null) {
      const { mission } = await lockShiftMission(tx, shift.missionId, [shift]);
      const [row] = await insertShifts(tx, [shift]);
      return { shift: row!, agent: null, mission };
    }
    const { mission, agent } = await lockShiftTarget(tx, shift.missionId, shift.agentId, [shift]);
    const taken = findOverlap([shift], await findAgentShiftsBetween(tx, agent.id, shift));
    if (taken) throw overlap(taken.missionTitle, taken);
    if (await ensureAssignment(tx, mission.id, agent.id)) await addAgentTasks(tx, mission.id, agent.id);
    const [row] = await insertShifts(tx, [shift]);
    return { shift: row!, agent, mission };
  });
}

const toDate = (iso?: string) => (iso ? new Date(iso) : undefined);

export function listShifts(db: Db, query: ShiftListQuery): Promise<ShiftRow[]> {
  return findShifts(db, { ...query, from: toDate(query.from), to: toDate(query.to) });
}

/** An agent's shifts with their attendances; without `from`, from 7 days ago. */
export async function listAgentShifts(db: Db, agentId: string, query: AgentShiftsQuery, now = new Date()) {
  if (!(await agentExists(db, agentId))) throw notFound(MSG.missionAgentNotFound);
  const from = toDate(query.from) ?? new Date(now.getTime() - AGENT_HISTORY_MS);
  const rows = await findShifts(db, { ...query, agentId, from, to: toDate(query.to) });
  const byShift = new Map(
    rows.map((row) => [row.shift.id, { ...row, attendances: [] as AttendanceRecord[] }]),
  );
  for (const attendance of await findAttendancesOfShifts(db, [...byShift.keys()])) {
    if (attendance.shiftId) byShift.get(attendance.shiftId)?.attendances.push(attendance);
  }
  return [...byShift.values()];
}

/** The Paris week (Monday to Monday) holding a calendar date, today by default, with the missions it meets. */
export async function planningWeek(db: Db, date: string | undefined, now = new Date()) {
  const week = parisWeek(date ? parisMidnight(date) : now);
  const missions = await findMissionsBetween(db, { startAt: week.start, endAt: week.end });
  return { ...week, missions };
}

/** Who is already taken elsewhere while the mission runs (a shift on another mission meeting its dates). */
export async function busyAgents(db: Db, missionId: string): Promise<{ agentIds: string[] }> {
  const mission = await findMission(db, missionId);
  if (!mission) throw notFound(MSG.missionNotFound);
  return {
    agentIds: await findBusyAgents(db, missionId, { startAt: mission.startAt, endAt: mission.endAt }),
  };
}
