import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import * as MSG from '@secops/domain/messages';
import {
  isScheduleValid,
  TOUR_SLOTS_AHEAD_MS,
  windowEnd,
  type FieldCheckpoint,
  type RoundStatus,
  type Tour,
  type TourCreate,
  type TourUpdate,
} from '@secops/domain/rounds';
import type { Db, DbOrTx } from '../../db/client.ts';
import { checkpoints, rounds, tourCheckpoints, tours } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { assertMayReport } from '../incidents/incidents.policy.ts';
import { assertMissionExists } from './checkpoints.service.ts';
import { dueSlots, liveTours, shiftPeriods, type TourRow } from './round-schedule.ts';

const MINUTE_MS = 60_000;

export const fieldCheckpoint = (row: typeof checkpoints.$inferSelect): FieldCheckpoint => ({
  id: row.id,
  name: row.name,
  instructions: row.instructions,
  lat: row.lat,
  lng: row.lng,
  kind: row.kind as FieldCheckpoint['kind'],
  codeHash: row.codeHash,
});

/** Each tour's checkpoints in use, in its order. */
async function checkpointsOfTours(db: DbOrTx, tourIds: string[]) {
  const byTour = new Map<string, (typeof checkpoints.$inferSelect)[]>();
  if (tourIds.length === 0) return byTour;
  const rows = await db
    .select({ tourId: tourCheckpoints.tourId, checkpoint: checkpoints })
    .from(tourCheckpoints)
    .innerJoin(checkpoints, eq(checkpoints.id, tourCheckpoints.checkpointId))
    .where(and(inArray(tourCheckpoints.tourId, tourIds), isNull(checkpoints.deletedAt)))
    .orderBy(asc(tourCheckpoints.tourId), asc(tourCheckpoints.position));
  for (const row of rows) byTour.set(row.tourId, [...(byTour.get(row.tourId) ?? []), row.checkpoint]);
  return byTour;
}

/** The ordered checkpoint ids of a tour now (deleted ones left out). */
export async function tourCheckpointIds(db: DbOrTx, tourId: string): Promise<string[]> {
  return ((await checkpointsOfTours(db, [tourId])).get(tourId) ?? []).map((row) => row.id);
}

/** Tours with their checkpoints and their scheduled rounds from the window open now to 24 h ahead. */
async function presentTours(db: DbOrTx, missionId: string, list: TourRow[], now: Date): Promise<Tour[]> {
  const byTour = await checkpointsOfTours(
    db,
    list.map((tour) => tour.id),
  );
  const longest = Math.max(0, ...list.map((tour) => tour.windowMinutes));
  const from = new Date(now.getTime() - longest * MINUTE_MS);
  const to = new Date(now.getTime() + TOUR_SLOTS_AHEAD_MS);
  const periods = (await shiftPeriods(db, [missionId], from, to)).get(missionId);
  const started =
    list.length === 0
      ? []
      : await db
          .select({
            id: rounds.id,
            tourId: rounds.tourId,
            scheduledAt: rounds.scheduledAt,
            status: rounds.status,
          })
          .from(rounds)
          .where(
            and(
              inArray(
                rounds.tourId,
                list.map((tour) => tour.id),
              ),
              gte(rounds.scheduledAt, from),
              lt(rounds.scheduledAt, to),
            ),
          );
  const roundAt = new Map(started.map((round) => [`${round.tourId}:${round.scheduledAt.getTime()}`, round]));
  return list.map((tour) => {
    const rows = byTour.get(tour.id) ?? [];
    const windowFrom = new Date(now.getTime() - tour.windowMinutes * MINUTE_MS);
    const slots = rows.length === 0 ? [] : dueSlots(tour, periods, windowFrom, to);
    return {
      id: tour.id,
      missionId: tour.missionId,
      name: tour.name,
      order: tour.order as Tour['order'],
      checkpointIds: rows.map((row) => row.id),
      checkpoints: rows.map(fieldCheckpoint),
      times: tour.times,
      everyMinutes: tour.everyMinutes,
      from: tour.fromTime,
      to: tour.toTime,
      windowMinutes: tour.windowMinutes,
      slots: slots.map((at) => {
        const round = roundAt.get(`${tour.id}:${at.getTime()}`);
        return {
          scheduledAt: at.toISOString(),
          windowEndsAt: windowEnd(at, tour.windowMinutes).toISOString(),
          roundId: round?.id ?? null,
          status: (round?.status as RoundStatus | undefined) ?? 'PLANNED',
        };
      }),
    };
  });
}

/** A mission's tours, for staff and the guards assigned to it. */
export async function missionTours(
  db: Db,
  user: AuthUser,
  missionId: string,
  now = new Date(),
): Promise<Tour[]> {
  await assertMissionExists(db, missionId);
  await assertMayReport(db, user, missionId);
  const list = (await liveTours(db, missionId)).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.name.localeCompare(b.name),
  );
  return presentTours(db, missionId, list, now);
}

export async function liveTour(db: DbOrTx, id: string): Promise<TourRow> {
  const [tour] = await db
    .select()
    .from(tours)
    .where(and(eq(tours.id, id), isNull(tours.deletedAt)));
  if (!tour) throw notFound(MSG.tourNotFound);
  return tour;
}

export async function getTour(db: DbOrTx, id: string, now = new Date()): Promise<Tour> {
  const tour = await liveTour(db, id);
  const [presented] = await presentTours(db, tour.missionId, [tour], now);
  return presented!;
}

/** The checkpoints named must be live checkpoints of the tour's mission. */
async function setTourCheckpoints(tx: DbOrTx, tour: TourRow, ids: string[]): Promise<void> {
  const found = await tx
    .select({ id: checkpoints.id })
    .from(checkpoints)
    .where(
      and(
        inArray(checkpoints.id, ids),
        eq(checkpoints.missionId, tour.missionId),
        isNull(checkpoints.deletedAt),
      ),
    );
  if (found.length !== ids.length) throw badRequest(MSG.tourCheckpointUnknown);
  await tx.delete(tourCheckpoints).where(eq(tourCheckpoints.tourId, tour.id));
  await tx
    .insert(tourCheckpoints)
    .values(ids.map((checkpointId, position) => ({ tourId: tour.id, checkpointId, position })));
}

export async function createTour(db: Db, missionId: string, input: TourCreate): Promise<Tour> {
  await assertMissionExists(db, missionId);
  const id = await db.transaction(async (tx) => {
    const [tour] = await tx
      .insert(tours)
      .values({
        missionId,
        name: input.name,
        order: input.order,
        times: input.times ?? null,
        everyMinutes: input.everyMinutes ?? null,
        fromTime: input.from ?? null,
        toTime: input.to ?? null,
        windowMinutes: input.windowMinutes,
      })
      .returning();
    await setTourCheckpoints(tx, tour!, input.checkpointIds);
    return tour!.id;
  });
  return getTour(db, id);
}

/** The fields given replace the tour's; a schedule given as fixed times clears the frequency, and the reverse. */
export async function updateTour(db: Db, id: string, input: TourUpdate): Promise<Tour> {
  await db.transaction(async (tx) => {
    const tour = await liveTour(tx, id);
    const fixed = input.times !== undefined && input.times !== null;
    const every = [input.everyMinutes, input.from, input.to].some((v) => v !== undefined && v !== null);
    const schedule = {
      times: fixed ? input.times! : every ? null : input.times === null ? null : tour.times,
      everyMinutes: fixed ? null : input.everyMinutes !== undefined ? input.everyMinutes : tour.everyMinutes,
      from: fixed ? null : input.from !== undefined ? input.from : tour.fromTime,
      to: fixed ? null : input.to !== undefined ? input.to : tour.toTime,
    };
    if (!isScheduleValid(schedule)) throw badRequest(MSG.tourScheduleInvalid);
    await tx
      .update(tours)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.order !== undefined && { order: input.order }),
        ...(input.windowMinutes !== undefined && { windowMinutes: input.windowMinutes }),
        times: schedule.times,
        everyMinutes: schedule.everyMinutes,
        fromTime: schedule.from,
        toTime: schedule.to,
      })
      .where(eq(tours.id, id));
    if (input.checkpointIds !== undefined) await setTourCheckpoints(tx, tour, input.checkpointIds);
  });
  return getTour(db, id);
}

/** Deleted: no more rounds due; its rounds stay in the reports. */
export async function deleteTour(db: Db, id: string): Promise<void> {
  await liveTour(db, id);
  await db.update(tours).set({ deletedAt: new Date() }).where(eq(tours.id, id));
}
