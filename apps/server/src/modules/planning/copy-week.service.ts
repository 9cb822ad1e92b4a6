import * as MSG from '@secops/domain/messages';
import { moveByParisDays, parisMidnight, parisWeek } from '@secops/domain/planning';
import type { CopyWeek, CopyWeekResult } from '@secops/domain/planning-board';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { addAgentTasks } from '../checklists/checklist-team.service.ts';
import { findWeekShifts } from './board.repository.ts';
import {
  ensureAssignment,
  findAgentShiftsBetween,
  insertShifts,
  type ShiftRecord,
} from './planning.repository.ts';
import { lockShiftMission, lockShiftTarget, overlap } from './planning.service.ts';
import { checkAgentAvailability } from './availability.guard.ts';
import { noticeOf, type ShiftNotice } from './planning-notices.ts';
import { checkAgentWorkingTime, type PlanningActor } from './working-time.guard.ts';

const DAY_MS = 86_400_000;

/**
 * Copies the shifts starting in the Paris week of `fromWeek` (optionally of one mission) to the week of `toWeek`, at
 * the same wall-clock times, as single shifts. Each copy is checked as a creation is (mission not archived, agent
 * active, no overlap, the working-time rules, never overridden here) in a savepoint of its own: a copy that fails is
 * skipped and listed with the French reason, the others are kept. All in one transaction.
 */
export async function copyWeek(
  db: Db,
  input: CopyWeek,
  actor: Pick<PlanningActor, 'role'>,
): Promise<CopyWeekResult & { copies: ShiftNotice[] }> {
  const days = Math.round((Date.parse(input.toWeek) - Date.parse(input.fromWeek)) / DAY_MS);
  const week = parisWeek(parisMidnight(input.fromWeek));
  return db.transaction(async (tx) => {
    const sources = await findWeekShifts(tx, { startAt: week.start, endAt: week.end }, input.missionId);
    const skipped: CopyWeekResult['skipped'] = [];
    const copies: ShiftNotice[] = [];
    for (const { shift, firstName, lastName } of sources) {
      try {
        copies.push(await tx.transaction(async (savepoint) => copyOne(savepoint, shift, days, actor)));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        skipped.push({
          shiftId: shift.id,
          agentName: firstName === null ? MSG.boardOpenShift : `${firstName} ${lastName}`,
          startAt: shift.startAt.toISOString(),
          reason: error.message,
        });
      }
    }
    return { created: copies.length, skipped, copies };
  });
}

/** One copy, as its guard is told of it, or an AppError saying why not. */
async function copyOne(
  tx: Tx,
  source: ShiftRecord,
  days: number,
  actor: Pick<PlanningActor, 'role'>,
): Promise<ShiftNotice> {
  const slot = moveByParisDays(source, days);
  if (source.agentId === null) {
    // An open shift is copied open: the need is the same next week.
    const { mission } = await lockShiftMission(tx, source.missionId, [slot]);
    const [row] = await insertShifts(tx, [
      { ...slot, agentId: null, missionId: mission.id, zone: source.zone, notes: source.notes },
    ]);
    return noticeOf({ shift: row!, agent: null, mission });
  }
  const { mission, agent } = await lockShiftTarget(tx, source.missionId, source.agentId, [slot]);
  const [taken] = await findAgentShiftsBetween(tx, agent.id, slot);
  if (taken) throw overlap(taken.missionTitle, taken);
  const unacknowledged = { role: actor.role, acknowledgeViolations: false };
  await checkAgentAvailability(tx, agent.id, [slot], unacknowledged);
  await checkAgentWorkingTime(tx, agent.id, [slot], unacknowledged);
  if (await ensureAssignment(tx, mission.id, agent.id)) await addAgentTasks(tx, mission.id, agent.id);
  const [row] = await insertShifts(tx, [
    {
      ...slot,
      agentId: agent.id,
      missionId: mission.id,
      zone: source.zone,
      notes: source.notes,
      recurring: false,
      recurringType: null,
      recurringEndDate: null,
      recurrenceGroupId: null,
      workingTimeOverride: null,
    },
  ]);
  return noticeOf({ shift: row!, agent, mission });
}
