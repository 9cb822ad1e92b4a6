import * as MSG from '@secops/domain/messages';
import { findOverlap, findSelfOverlap, SHIFT_MAX_HOURS, type Slot } from '@secops/domain/planning';
import type { ShiftUpdate } from '@secops/domain/planning.schemas';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { addAgentTasks } from '../checklists/checklist-team.service.ts';
import {
  ensureAssignment,
  findAgentShiftsBetween,
  lockSeries,
  lockShift,
  shiftsWithAttendances,
  updateShiftRow,
  type ShiftRecord,
  type ShiftRow,
} from './planning.repository.ts';
import { lockShiftMission, lockShiftTarget, missionArchived, overlap } from './planning.service.ts';
import { acknowledgedOverrides, checkAgentAvailability } from './availability.guard.ts';
import { checkAgentWorkingTime, type PlanningActor } from './working-time.guard.ts';

/** `agentId` null: the shift stays open (nobody on it). */
type Moved = { before: ShiftRecord; slot: Slot; agentId: string | null; missionId: string };

/** The occurrences a change reaches: the shift alone, or with the later ones, or its whole series. */
async function targetsOf(tx: Tx, shift: ShiftRecord, scope: ShiftUpdate['scope']): Promise<ShiftRecord[]> {
  if (scope === 'one' || !shift.recurrenceGroupId) return [shift];
  return lockSeries(tx, shift.recurrenceGroupId, scope === 'following' ? shift.startAt : undefined);
}

/** Each occurrence moved by the change made to `shift` (same shift of start and of end), checked for length. */
function move(shift: ShiftRecord, targets: ShiftRecord[], input: ShiftUpdate): Moved[] {
  const startShift = input.startAt ? Date.parse(input.startAt) - shift.startAt.getTime() : 0;
  const endShift = input.endAt ? Date.parse(input.endAt) - shift.endAt.getTime() : 0;
  return targets.map((before) => {
    const slot = {
      startAt: new Date(before.startAt.getTime() + startShift),
      endAt: new Date(before.endAt.getTime() + endShift),
    };
    const length = slot.endAt.getTime() - slot.startAt.getTime();
    if (length <= 0) throw badRequest(MSG.shiftEndBeforeStart);
    if (length > SHIFT_MAX_HOURS * 3_600_000) throw badRequest(MSG.shiftTooLong);
    return {
      before,
      slot,
      agentId: input.agentId ?? before.agentId,
      missionId: input.missionId ?? before.missionId,
    };
  });
}

/**
 * Changes a shift (`scope` 'one'), or it and the later occurrences of its series ('following'), or the whole series
 * ('all'), under the rules of creation: mission not archived, agent active, no overlap with the agent's other
 * shifts, the working-time rules. A shift with attendances keeps its times, agent and mission: alone it is refused
 * (409); in a series it is left as it is. A change of zone or notes alone reaches every occurrence, unchecked.
 */
export async function updateShift(
  db: Db,
  id: string,
  input: ShiftUpdate,
  actor: Pick<PlanningActor, 'role'>,
): Promise<ShiftRow[]> {
  return db.transaction(async (tx) => {
    const found = await lockShift(tx, id);
    if (!found) throw notFound(MSG.shiftNotFound);
    if (found.missionStatus === 'ARCHIVED') throw missionArchived();
    const all = await targetsOf(tx, found.shift, input.scope);
    const worked = await shiftsWithAttendances(
      tx,
      all.map((s) => s.id),
    );
    if (!(input.startAt || input.endAt || input.agentId || input.missionId)) return relabel(tx, all, input);
    if (input.scope === 'one' && worked.has(found.shift.id))
      throw conflict(MSG.shiftHasAttendancesMove, 'SHIFT_HAS_ATTENDANCES');
    const targets = all.filter((s) => !worked.has(s.id));
    const moved = move(found.shift, targets, input);
    const replacing = new Set(targets.map((s) => s.id));

    const rows: ShiftRow[] = [];
    for (const [key, group] of groupBy(moved, (m) => `${m.agentId ?? ''}|${m.missionId}`)) {
      const [agentId, missionId] = key.split('|') as [string, string];
      if (!agentId) {
        rows.push(...(await moveOpen(tx, missionId, group, input)));
        continue;
      }
      const slots = group.map((m) => m.slot).sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
      const { mission, agent } = await lockShiftTarget(tx, missionId, agentId, slots);
      const repeated = findSelfOverlap(slots);
      if (repeated) throw overlap(mission.title, repeated);
      const span = { startAt: slots[0]!.startAt, endAt: slots[slots.length - 1]!.endAt };
      const others = (await findAgentShiftsBetween(tx, agentId, span)).filter((s) => !replacing.has(s.id));
      const taken = findOverlap(slots, others);
      if (taken) throw overlap(taken.missionTitle, taken);
      const acknowledged = { ...actor, acknowledgeViolations: input.acknowledgeViolations };
      const unavailable = await checkAgentAvailability(tx, agentId, slots, acknowledged);
      const override = acknowledgedOverrides(
        unavailable,
        await checkAgentWorkingTime(tx, agentId, slots, acknowledged, replacing),
      );
      if (await ensureAssignment(tx, missionId, agentId)) await addAgentTasks(tx, missionId, agentId);
      for (const m of group) {
        const shift = await updateShiftRow(tx, m.before.id, {
          ...m.slot,
          agentId,
          missionId,
          ...(input.zone !== undefined && { zone: input.zone }),
          ...(input.notes !== undefined && { notes: input.notes }),
          workingTimeOverride: override,
        });
        rows.push({ shift, agent, mission });
      }
    }
    return rows.sort((a, b) => a.shift.startAt.getTime() - b.shift.startAt.getTime());
  });
}

/** Open shifts moved (or moved to another mission): nobody's rules to check, the mission only. */
async function moveOpen(tx: Tx, missionId: string, group: Moved[], input: ShiftUpdate): Promise<ShiftRow[]> {
  const { mission } = await lockShiftMission(
    tx,
    missionId,
    group.map((m) => m.slot),
  );
  const rows: ShiftRow[] = [];
  for (const m of group) {
    const shift = await updateShiftRow(tx, m.before.id, {
      ...m.slot,
      missionId,
      ...(input.zone !== undefined && { zone: input.zone }),
      ...(input.notes !== undefined && { notes: input.notes }),
    });
    rows.push({ shift, agent: null, mission });
  }
  return rows;
}

/** Only the zone or the notes change: every occurrence reached takes them, nothing else is checked again. */
async function relabel(tx: Tx, targets: ShiftRecord[], input: ShiftUpdate): Promise<ShiftRow[]> {
  const rows: ShiftRow[] = [];
  for (const target of targets) {
    const { mission, agent } = target.agentId
      ? await lockShiftTarget(tx, target.missionId, target.agentId, [])
      : await lockShiftMission(tx, target.missionId, []);
    const shift = await updateShiftRow(tx, target.id, {
      ...(input.zone !== undefined && { zone: input.zone }),
      ...(input.notes !== undefined && { notes: input.notes }),
    });
    rows.push({ shift, agent, mission });
  }
  return rows;
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
