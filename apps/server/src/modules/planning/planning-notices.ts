import { eq, inArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { withinNotice, type PlanningChange } from '@secops/domain/planning-change';
import type { DbOrTx } from '../../db/client.ts';
import { agents, missions, shifts } from '../../db/schema/index.ts';
import type { RealtimeEmitter } from '../../realtime/emitter.ts';
import type { PushNotifier } from '../push/push.notifier.ts';
import type { ShiftRow } from './planning.repository.ts';

export type NoticeDeps = {
  db: DbOrTx;
  emitter: RealtimeEmitter;
  push: Pick<PushNotifier, 'planningChanged'>;
  log: FastifyBaseLogger;
};

/** A shift as the guard is told of it: whose, where and when. */
export type ShiftNotice = {
  id: string;
  agentId: string | null;
  missionId: string;
  missionTitle: string;
  startAt: Date;
  endAt: Date;
};

export const noticeOf = ({ shift, mission }: ShiftRow): ShiftNotice => ({
  id: shift.id,
  agentId: shift.agentId,
  missionId: shift.missionId,
  missionTitle: mission.title,
  startAt: shift.startAt,
  endAt: shift.endAt,
});

/**
 * A shift as it is now (with the rest of its recurring series, `series`), before a change or a deletion: to tell
 * its guard what they lose.
 */
export function readShiftNotices(db: DbOrTx, id: string, series = false): Promise<ShiftNotice[]> {
  const group = db.select({ group: shifts.recurrenceGroupId }).from(shifts).where(eq(shifts.id, id));
  return db
    .select({
      id: shifts.id,
      agentId: shifts.agentId,
      missionId: shifts.missionId,
      missionTitle: missions.title,
      startAt: shifts.startAt,
      endAt: shifts.endAt,
    })
    .from(shifts)
    .innerJoin(missions, eq(missions.id, shifts.missionId))
    .where(series ? or(eq(shifts.id, id), inArray(shifts.recurrenceGroupId, group)) : eq(shifts.id, id));
}

/**
 * What a planning write changed for each guard, as 'added', 'moved' or 'removed': a shift given to another agent is
 * removed for the first and added for the second; one whose times changed is moved.
 */
export function planningChanges(before: readonly ShiftNotice[], after: readonly ShiftNotice[]) {
  const was = new Map(before.map((shift) => [shift.id, shift]));
  // `old`: where a moved shift was, so that moving one out of the coming days is told too.
  const changes: { shift: ShiftNotice; kind: PlanningChange['kind']; old?: ShiftNotice }[] = [];
  for (const shift of after) {
    const old = was.get(shift.id);
    was.delete(shift.id);
    if (!old) changes.push({ shift, kind: 'added' });
    else if (old.agentId !== shift.agentId) {
      changes.push({ shift: old, kind: 'removed' }, { shift, kind: 'added' });
    } else if (
      old.startAt.getTime() !== shift.startAt.getTime() ||
      old.endAt.getTime() !== shift.endAt.getTime() ||
      old.missionId !== shift.missionId
    )
      changes.push({ shift, kind: 'moved', old });
  }
  for (const shift of was.values()) changes.push({ shift, kind: 'removed' });
  return changes;
}

/**
 * Tells each guard of the changes to their shifts starting within PLANNING_NOTICE_DAYS days (IDCC 1351: the
 * planning is given in advance): planning:changed on their sockets and a web push. Never fails the write that
 * caused it: a failure is logged.
 */
export async function tellGuards(
  deps: NoticeDeps,
  before: readonly ShiftNotice[],
  after: readonly ShiftNotice[],
  now = new Date(),
): Promise<void> {
  try {
    const due = planningChanges(before, after).filter(
      ({ shift, old }) =>
        shift.agentId !== null && (withinNotice(shift, now) || (old !== undefined && withinNotice(old, now))),
    );
    if (due.length === 0) return;
    const ids = [...new Set(due.map(({ shift }) => shift.agentId!))];
    const accounts = await deps.db
      .select({ id: agents.id, userId: agents.userId })
      .from(agents)
      .where(inArray(agents.id, ids));
    const userOf = new Map(accounts.map((a) => [a.id, a.userId]));
    for (const { shift, kind } of due) {
      const userId = userOf.get(shift.agentId!);
      if (!userId) continue;
      const change: PlanningChange = {
        kind,
        shiftId: shift.id,
        missionId: shift.missionId,
        missionTitle: shift.missionTitle,
        startAt: shift.startAt.toISOString(),
        endAt: shift.endAt.toISOString(),
      };
      deps.emitter.planningChanged(userId, change);
      deps.push.planningChanged(userId, change);
    }
  } catch (err) {
    deps.log.error({ err }, 'planning change notice failed');
  }
}
