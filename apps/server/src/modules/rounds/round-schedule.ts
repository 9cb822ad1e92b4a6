import { and, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import { tourSlots, windowEnd } from '@secops/domain/rounds';
import type { DbOrTx } from '../../db/client.ts';
import { shifts, tours } from '../../db/schema/index.ts';

export type TourRow = typeof tours.$inferSelect;
type Period = { start: number; end: number };

export const scheduleOf = (tour: TourRow) => ({
  times: tour.times,
  everyMinutes: tour.everyMinutes,
  from: tour.fromTime,
  to: tour.toTime,
});

/** The staffed shifts of these missions that overlap [from, to), by mission. */
export async function shiftPeriods(
  db: DbOrTx,
  missionIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Map<string, Period[]>> {
  const periods = new Map<string, Period[]>();
  if (missionIds.length === 0) return periods;
  const rows = await db
    .select({ missionId: shifts.missionId, startAt: shifts.startAt, endAt: shifts.endAt })
    .from(shifts)
    .where(
      and(
        inArray(shifts.missionId, [...missionIds]),
        isNotNull(shifts.agentId),
        lt(shifts.startAt, to),
        gt(shifts.endAt, from),
      ),
    );
  for (const row of rows) {
    const list = periods.get(row.missionId) ?? [];
    list.push({ start: row.startAt.getTime(), end: row.endAt.getTime() });
    periods.set(row.missionId, list);
  }
  return periods;
}

/**
 * The times a tour's rounds are due in [from, to): its schedule's times while a shift of the mission is in progress,
 * from the first whose window was still open when the tour was made.
 */
export function dueSlots(
  tour: TourRow,
  periods: readonly Period[] | undefined,
  from: Date,
  to: Date,
): Date[] {
  if (!periods?.length) return [];
  return tourSlots(scheduleOf(tour), from, to).filter((at) => {
    const ms = at.getTime();
    return (
      windowEnd(at, tour.windowMinutes) > tour.createdAt &&
      periods.some((period) => period.start <= ms && ms < period.end)
    );
  });
}

/** The live tours of a mission (or of every mission), not deleted. */
export async function liveTours(db: DbOrTx, missionId?: string): Promise<TourRow[]> {
  const rows = await db
    .select()
    .from(tours)
    .where(missionId ? eq(tours.missionId, missionId) : undefined);
  return rows.filter((tour) => tour.deletedAt === null);
}
