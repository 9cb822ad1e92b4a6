import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { datedAction } from '@secops/domain/declared-time';
import * as MSG from '@secops/domain/messages';
import { isMissionLocked } from '@secops/domain/missions';
import { addCalendarDays, parisMidnight } from '@secops/domain/planning';
import {
  codeFromScan,
  scanFlags,
  windowEnd,
  type Round,
  type RoundStart,
  type Scan,
  type ScanCreate,
  type TourOrder,
} from '@secops/domain/rounds';
import type { Db, DbOrTx } from '../../db/client.ts';
import { attendances, checkpoints, roundScans, rounds, shifts } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { assertMayReport } from '../incidents/incidents.policy.ts';
import { lockMissionStatus } from '../incidents/incidents.repository.ts';
import { assertMissionExists } from './checkpoints.service.ts';
import { codeHash } from './checkpoint-code.ts';
import { settleRound } from './round-outcome.ts';
import { dueSlots, liveTours, shiftPeriods } from './round-schedule.ts';
import {
  loadRound,
  lockRound,
  missionRoundsBetween,
  scansOfRound,
  type RoundRow,
} from './rounds.repository.ts';
import { liveTour, tourCheckpointIds } from './tours.service.ts';

const MINUTE_MS = 60_000;

async function roundOrFail(db: DbOrTx, id: string): Promise<Round> {
  const round = await loadRound(db, id);
  if (!round) throw notFound(MSG.roundNotFound);
  return round;
}

/** On duty on the mission at that time: a shift of the guard in progress, or a clock-in not ended. */
async function isOnDuty(tx: DbOrTx, agentId: string, missionId: string, at: Date): Promise<boolean> {
  const [shift] = await tx
    .select({ id: shifts.id })
    .from(shifts)
    .where(
      and(
        eq(shifts.agentId, agentId),
        eq(shifts.missionId, missionId),
        lte(shifts.startAt, at),
        gt(shifts.endAt, at),
      ),
    )
    .limit(1);
  if (shift) return true;
  const [open] = await tx
    .select({ id: attendances.id })
    .from(attendances)
    .where(
      and(
        eq(attendances.agentId, agentId),
        eq(attendances.missionId, missionId),
        inArray(attendances.status, ['STARTED', 'OVERTIME']),
      ),
    )
    .limit(1);
  return open !== undefined;
}

async function startedWith(db: DbOrTx, userId: string, clientRequestId: string) {
  const [row] = await db
    .select({ id: rounds.id })
    .from(rounds)
    .where(and(eq(rounds.startedBy, userId), eq(rounds.clientRequestId, clientRequestId)));
  return row ? roundOrFail(db, row.id) : undefined;
}

export type Started = { round: Round; created: boolean };

/**
 * Starts the round of the scheduled time whose window holds `startedAt`, for a guard on duty on the mission. The same
 * clientRequestId again, or the same guard's round already in progress, answers that round. A round the deadline
 * pass wrote MISSED is taken over when its start arrives late (queued offline) with a time in its window.
 */
export async function startRound(
  db: Db,
  user: AuthUser,
  tourId: string,
  input: RoundStart,
  now = new Date(),
): Promise<Started> {
  const agentId = user.agentId;
  if (agentId === null) throw forbidden();
  const earlier = await startedWith(db, user.id, input.clientRequestId);
  if (earlier) return { round: earlier, created: false };
  const started = datedAction(input.startedAt, now);
  const at = started.at;
  const outcome = await db.transaction(async (tx) => {
    const tour = await liveTour(tx, tourId);
    const status = await lockMissionStatus(tx, tour.missionId);
    if (status === undefined) throw notFound(MSG.missionNotFound);
    await assertMayReport(tx, user, tour.missionId);
    if (isMissionLocked(status)) throw conflict(MSG.missionArchived, 'MISSION_ARCHIVED');
    const checkpointIds = await tourCheckpointIds(tx, tour.id);
    const periods = await shiftPeriods(
      tx,
      [tour.missionId],
      new Date(at.getTime() - tour.windowMinutes * MINUTE_MS),
      new Date(at.getTime() + 1),
    );
    const slot = dueSlots(
      tour,
      periods.get(tour.missionId),
      new Date(at.getTime() - tour.windowMinutes * MINUTE_MS + 1),
      new Date(at.getTime() + 1),
    ).at(-1);
    if (slot === undefined || checkpointIds.length === 0) throw conflict(MSG.roundNotDue, 'ROUND_NOT_DUE');
    if (!(await isOnDuty(tx, agentId, tour.missionId, at))) throw conflict(MSG.roundNotOnDuty, 'NOT_ON_DUTY');
    const values = {
      status: 'IN_PROGRESS',
      checkpointIds,
      agentId,
      startedBy: user.id,
      startedAt: at,
      declaredStartedAt: started.declaredAt,
      clientRequestId: input.clientRequestId,
    };
    const [inserted] = await tx
      .insert(rounds)
      .values({
        ...values,
        tourId: tour.id,
        missionId: tour.missionId,
        scheduledAt: slot,
        windowEndsAt: windowEnd(slot, tour.windowMinutes),
      })
      .onConflictDoNothing({ target: [rounds.tourId, rounds.scheduledAt] })
      .returning({ id: rounds.id });
    if (inserted) return { id: inserted.id, created: true };
    const [existing] = await tx
      .select()
      .from(rounds)
      .where(and(eq(rounds.tourId, tour.id), eq(rounds.scheduledAt, slot)))
      .for('update');
    if (!existing) throw conflict(MSG.roundNotDue, 'ROUND_NOT_DUE');
    if (existing.status === 'MISSED' && existing.startedAt === null) {
      await tx
        .update(rounds)
        .set({ ...values, closedAt: null })
        .where(eq(rounds.id, existing.id));
      return { id: existing.id, created: true };
    }
    if (existing.agentId !== agentId) throw conflict(MSG.roundTaken, 'ROUND_TAKEN');
    if (existing.finishedAt !== null) throw conflict(MSG.roundFinished, 'ROUND_FINISHED');
    return { id: existing.id, created: false };
  });
  return { round: await roundOrFail(db, outcome.id), created: outcome.created };
}

/** The round's guard only: nobody else scans in or ends someone's round. */
function assertOwnRound(round: RoundRow | undefined, user: AuthUser): asserts round is RoundRow {
  if (!round) throw notFound(MSG.roundNotFound);
  if (round.startedBy !== user.id) throw forbidden(MSG.roundNotYours);
}

/** The checkpoint a scan names: by its code (camera, NFC, the tag's URL) or, passed by hand, by its id. */
async function scannedCheckpoint(tx: DbOrTx, round: RoundRow, input: ScanCreate) {
  const where =
    input.method === 'MANUAL'
      ? eq(checkpoints.id, input.checkpointId!)
      : eq(checkpoints.codeHash, codeHash(codeFromScan(input.code!) ?? input.code!));
  const [checkpoint] = await tx.select().from(checkpoints).where(where);
  if (!checkpoint) throw badRequest(MSG.checkpointUnknownCode);
  if (checkpoint.missionId !== round.missionId) throw badRequest(MSG.checkpointOtherMission);
  if (!round.checkpointIds.includes(checkpoint.id)) throw badRequest(MSG.checkpointNotInTour);
  return checkpoint;
}

async function scanWith(db: DbOrTx, userId: string, clientRequestId: string): Promise<Scan | undefined> {
  const [row] = await db
    .select({ roundId: roundScans.roundId, id: roundScans.id })
    .from(roundScans)
    .where(and(eq(roundScans.scannedBy, userId), eq(roundScans.clientRequestId, clientRequestId)));
  if (!row) return undefined;
  return (await roundOrFail(db, row.roundId)).scans.find((scan) => scan.id === row.id);
}

async function roundOrder(tx: DbOrTx, tourId: string): Promise<TourOrder> {
  const rows = (await tx.execute(sql`select order_mode from tours where id = ${tourId}`)) as unknown as {
    rows: { order_mode: TourOrder }[];
  };
  return rows.rows[0]?.order_mode ?? 'FREE';
}

export type Scanned = { scan: Scan; created: boolean };

/**
 * Records a checkpoint passed in a round, with its flags. The same clientRequestId again, or a checkpoint already
 * passed in this round, answers the scan recorded. A round the end of its window closed still takes the scans queued
 * offline (flagged LATE when made after the window), and its status follows them.
 */
export async function scanCheckpoint(
  db: Db,
  user: AuthUser,
  roundId: string,
  input: ScanCreate,
  now = new Date(),
): Promise<Scanned> {
  const earlier = await scanWith(db, user.id, input.clientRequestId);
  if (earlier) return { scan: earlier, created: false };
  const scannedAt = datedAction(input.scannedAt, now);
  const result = await db.transaction(async (tx) => {
    const round = await lockRound(tx, roundId);
    assertOwnRound(round, user);
    if (round.finishedAt !== null) throw conflict(MSG.roundFinished, 'ROUND_FINISHED');
    const checkpoint = await scannedCheckpoint(tx, round, input);
    const scans = await scansOfRound(tx, round.id);
    const done = scans.find((scan) => scan.checkpointId === checkpoint.id);
    if (done) return { id: done.id, created: false };
    const places = await tx
      .select({ id: checkpoints.id, lat: checkpoints.lat, lng: checkpoints.lng })
      .from(checkpoints)
      .where(inArray(checkpoints.id, round.checkpointIds));
    const flags = scanFlags({
      method: input.method,
      scannedAt: scannedAt.at,
      lat: input.lat ?? null,
      lng: input.lng ?? null,
      accuracy: input.accuracy ?? null,
      checkpoint,
      round: {
        order: await roundOrder(tx, round.tourId),
        checkpointIds: round.checkpointIds,
        scheduledAt: round.scheduledAt,
        windowEndsAt: round.windowEndsAt,
      },
      earlier: scans,
      checkpoints: new Map(places.map((place) => [place.id, place])),
    });
    const [inserted] = await tx
      .insert(roundScans)
      .values({
        roundId: round.id,
        checkpointId: checkpoint.id,
        scannedAt: scannedAt.at,
        declaredAt: scannedAt.declaredAt,
        lat: input.lat ?? null,
        lng: input.lng ?? null,
        accuracy: input.accuracy ?? null,
        method: input.method,
        reason: input.method === 'MANUAL' ? (input.reason ?? null) : null,
        flags,
        scannedBy: user.id,
        clientRequestId: input.clientRequestId,
      })
      .returning({ id: roundScans.id });
    if (round.closedAt !== null) await settleRound(tx, round, now);
    return { id: inserted!.id, created: true };
  });
  const scan = (await roundOrFail(db, roundId)).scans.find((s) => s.id === result.id);
  if (!scan) throw notFound(MSG.roundNotFound);
  return { scan, created: result.created };
}

/** "Terminer la ronde": its status from its scans; ending it again answers it as it is. */
export async function finishRound(
  db: Db,
  user: AuthUser,
  roundId: string,
  input: { finishedAt?: string | undefined },
  now = new Date(),
): Promise<Round> {
  await db.transaction(async (tx) => {
    const round = await lockRound(tx, roundId);
    assertOwnRound(round, user);
    if (round.finishedAt !== null) return;
    await settleRound(tx, round, now, datedAction(input.finishedAt, now).at);
  });
  return roundOrFail(db, roundId);
}

/**
 * A Paris day's rounds of a mission, for staff and its guards: those started or missed, and the scheduled ones still
 * to come or open (PLANNED, without id).
 */
export async function missionDayRounds(
  db: Db,
  user: AuthUser,
  missionId: string,
  date: string,
  now = new Date(),
): Promise<Round[]> {
  await assertMissionExists(db, missionId);
  await assertMayReport(db, user, missionId);
  const from = parisMidnight(date);
  const to = parisMidnight(addCalendarDays(date, 1));
  const recorded = await missionRoundsBetween(db, missionId, from, to);
  const planned = await plannedRounds(db, missionId, recorded, from, to, now);
  return [...recorded, ...planned].sort(
    (a, b) => a.scheduledAt.localeCompare(b.scheduledAt) || a.tourName.localeCompare(b.tourName),
  );
}

/** The scheduled rounds of [from, to) without a record yet whose window has not ended. */
async function plannedRounds(
  db: DbOrTx,
  missionId: string,
  recorded: Round[],
  from: Date,
  to: Date,
  now: Date,
): Promise<Round[]> {
  const tours = await liveTours(db, missionId);
  const periods = (await shiftPeriods(db, [missionId], from, to)).get(missionId);
  const known = new Set(recorded.map((round) => `${round.tourId}:${Date.parse(round.scheduledAt)}`));
  const places = new Map(
    (
      await db
        .select({ id: checkpoints.id, name: checkpoints.name, lat: checkpoints.lat, lng: checkpoints.lng })
        .from(checkpoints)
        .where(eq(checkpoints.missionId, missionId))
    ).map((row) => [row.id, row]),
  );
  const planned: Round[] = [];
  for (const tour of tours) {
    const checkpointIds = await tourCheckpointIds(db, tour.id);
    if (checkpointIds.length === 0) continue;
    for (const at of dueSlots(tour, periods, from, to)) {
      const ends = windowEnd(at, tour.windowMinutes);
      if (ends <= now || known.has(`${tour.id}:${at.getTime()}`)) continue;
      planned.push({
        id: null,
        tourId: tour.id,
        tourName: tour.name,
        missionId,
        order: tour.order as TourOrder,
        scheduledAt: at.toISOString(),
        windowEndsAt: ends.toISOString(),
        status: 'PLANNED',
        startedAt: null,
        finishedAt: null,
        agent: null,
        checkpoints: checkpointIds.map((id) => places.get(id)!),
        scans: [],
        missingCheckpointIds: checkpointIds,
      });
    }
  }
  return planned;
}
