import { and, desc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { SUSPECT_REASONS_MAX, type Fix } from '@secops/domain/movement';
import type { DbOrTx } from '../../db/client.ts';
import { attendances, gpsPositions } from '../../db/schema/index.ts';

/**
 * The agent's last fix before `before`: their latest stored position, or a clock-in or clock-out of theirs if later.
 * Stored positions were all taken on duty (others are refused), and so were clock fixes.
 */
export async function findLastFix(db: DbOrTx, agentId: string, before: Date): Promise<Fix | null> {
  const [[position], [attendance]] = await Promise.all([
    db
      .select({
        lat: gpsPositions.lat,
        lng: gpsPositions.lng,
        accuracy: gpsPositions.accuracy,
        at: gpsPositions.recordedAt,
      })
      .from(gpsPositions)
      .where(and(eq(gpsPositions.agentId, agentId), lt(gpsPositions.recordedAt, before)))
      .orderBy(desc(gpsPositions.recordedAt))
      .limit(1),
    db
      .select()
      .from(attendances)
      .where(and(eq(attendances.agentId, agentId), lt(attendances.startTime, before)))
      .orderBy(desc(attendances.startTime))
      .limit(1),
  ]);
  const fixes: Fix[] = [];
  if (position) fixes.push({ ...position, at: position.at.getTime(), onDuty: true });
  if (attendance?.startTime && attendance.startLat !== null && attendance.startLng !== null) {
    const { startLat: lat, startLng: lng, startAccuracy: accuracy } = attendance;
    fixes.push({ lat, lng, accuracy, at: attendance.startTime.getTime(), onDuty: true });
  }
  const { endTime, endLat, endLng, endAccuracy } = attendance ?? {};
  if (endTime && endTime < before && typeof endLat === 'number' && typeof endLng === 'number') {
    fixes.push({
      lat: endLat,
      lng: endLng,
      accuracy: endAccuracy ?? null,
      at: endTime.getTime(),
      onDuty: true,
    });
  }
  return fixes.reduce<Fix | null>((last, fix) => (!last || fix.at > last.at ? fix : last), null);
}

/** The reasons appended to what is already there, the first SUSPECT_REASONS_MAX kept. */
export const appendedReasons = (reasons: string[]) =>
  sql<string[]>`(${attendances.suspectReasons} || ${sql.param(reasons)}::text[])[1:${SUSPECT_REASONS_MAX}]`;

/** Marks suspect, with the reasons, the agent's attendances that cover `at` (open, or ended since). */
export async function flagAttendancesAt(db: DbOrTx, agentId: string, at: Date, reasons: string[]) {
  await db
    .update(attendances)
    .set({ suspect: true, suspectReasons: appendedReasons(reasons) })
    .where(
      and(
        eq(attendances.agentId, agentId),
        lte(attendances.startTime, at),
        or(isNull(attendances.endTime), gte(attendances.endTime, at)),
      ),
    );
}
