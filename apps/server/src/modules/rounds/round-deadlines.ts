import { and, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import { windowEnd } from '@secops/domain/rounds';
import type { DbOrTx } from '../../db/client.ts';
import { missions, rounds } from '../../db/schema/index.ts';
import { settleRound } from './round-outcome.ts';
import { dueSlots, liveTours, shiftPeriods } from './round-schedule.ts';
import { tourCheckpointIds } from './tours.service.ts';

const MINUTE_MS = 60_000;
/** Scheduled times whose window ended longer ago than this are not looked at again (a day offline at most). */
const LOOKBACK_MS = 24 * 60 * 60 * 1000;

export type DeadlinePass = { missed: number; closed: number };

/**
 * The rounds whose window ended: a round in progress takes the status its scans give (PARTIAL when checkpoints are
 * missing), and a scheduled time nobody started is written MISSED. Run in the rule pass's transaction, under its
 * lock; the unique (tour, time) index makes a pass run twice write nothing twice.
 */
export async function roundDeadlines(tx: DbOrTx, now: Date): Promise<DeadlinePass> {
  const overdue = await tx
    .select()
    .from(rounds)
    .where(and(eq(rounds.status, 'IN_PROGRESS'), lte(rounds.windowEndsAt, now)));
  for (const round of overdue) await settleRound(tx, round, now);

  const tours = (await liveTours(tx)).filter((tour) => tour.createdAt.getTime() < now.getTime());
  if (tours.length === 0) return { missed: 0, closed: overdue.length };
  const open = await tx
    .select({ id: missions.id })
    .from(missions)
    .where(
      and(
        inArray(missions.id, [...new Set(tours.map((tour) => tour.missionId))]),
        ne(missions.status, 'ARCHIVED'),
      ),
    );
  const openIds = new Set(open.map((mission) => mission.id));
  const longest = Math.max(...tours.map((tour) => tour.windowMinutes));
  const from = new Date(now.getTime() - LOOKBACK_MS - longest * MINUTE_MS);
  const periods = await shiftPeriods(tx, [...openIds], from, now);
  const recorded = await tx
    .select({ tourId: rounds.tourId, scheduledAt: rounds.scheduledAt })
    .from(rounds)
    .where(gte(rounds.scheduledAt, from));
  const known = new Set(recorded.map((round) => `${round.tourId}:${round.scheduledAt.getTime()}`));
  let missed = 0;
  for (const tour of tours) {
    if (!openIds.has(tour.missionId)) continue;
    const windowed = new Date(now.getTime() - tour.windowMinutes * MINUTE_MS + 1);
    const slots = dueSlots(tour, periods.get(tour.missionId), from, windowed).filter(
      (at) =>
        !known.has(`${tour.id}:${at.getTime()}`) &&
        windowEnd(at, tour.windowMinutes).getTime() > now.getTime() - LOOKBACK_MS,
    );
    if (slots.length === 0) continue;
    const checkpointIds = await tourCheckpointIds(tx, tour.id);
    if (checkpointIds.length === 0) continue;
    const inserted = await tx
      .insert(rounds)
      .values(
        slots.map((at) => ({
          tourId: tour.id,
          missionId: tour.missionId,
          scheduledAt: at,
          windowEndsAt: windowEnd(at, tour.windowMinutes),
          status: 'IN_PROGRESS',
          checkpointIds,
        })),
      )
      .onConflictDoNothing({ target: [rounds.tourId, rounds.scheduledAt] })
      .returning();
    for (const round of inserted) await settleRound(tx, round, now);
    missed += inserted.length;
  }
  return { missed, closed: overdue.length };
}
