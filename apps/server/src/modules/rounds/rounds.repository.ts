import { and, asc, eq, gte, inArray, isNotNull, lt, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  missingCheckpoints,
  type Round,
  type Scan,
  type ScanFlag,
  type ScanMethod,
} from '@secops/domain/rounds';
import type { DbOrTx } from '../../db/client.ts';
import { agents, checkpoints, incidents, roundScans, rounds, tours } from '../../db/schema/index.ts';

export type RoundRow = typeof rounds.$inferSelect;
export type ScanRow = typeof roundScans.$inferSelect;
type CheckpointInfo = { id: string; name: string; lat: number | null; lng: number | null };

export const presentScan = (row: ScanRow, checkpointName: string, incidentIds: string[]): Scan => ({
  id: row.id,
  roundId: row.roundId,
  checkpointId: row.checkpointId,
  checkpointName,
  scannedAt: row.scannedAt.toISOString(),
  recordedAt: row.recordedAt.toISOString(),
  declaredAt: row.declaredAt?.toISOString() ?? null,
  lat: row.lat,
  lng: row.lng,
  accuracy: row.accuracy,
  method: row.method as ScanMethod,
  reason: row.reason,
  flags: row.flags as ScanFlag[],
  incidentIds,
});

async function checkpointInfo(db: DbOrTx, ids: string[]): Promise<Map<string, CheckpointInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: checkpoints.id, name: checkpoints.name, lat: checkpoints.lat, lng: checkpoints.lng })
    .from(checkpoints)
    .where(inArray(checkpoints.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The incidents raised at a checkpoint during these rounds, by round and checkpoint. */
async function roundIncidents(db: DbOrTx, roundIds: SQLWrapper): Promise<Map<string, string[]>> {
  const byKey = new Map<string, string[]>();
  const rows = await db
    .select({ id: incidents.id, roundId: incidents.roundId, checkpointId: incidents.checkpointId })
    .from(incidents)
    .where(and(inArray(incidents.roundId, roundIds), isNotNull(incidents.checkpointId)))
    .orderBy(asc(incidents.createdAt));
  for (const row of rows) {
    const key = `${row.roundId}:${row.checkpointId}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row.id]);
  }
  return byKey;
}

/** Rounds as the API answers them, with their scans in time order, in the order of their scheduled times. */
export async function loadRounds(db: DbOrTx, where: SQL | undefined): Promise<Round[]> {
  const rows = await db
    .select({
      round: rounds,
      tourName: tours.name,
      order: tours.order,
      firstName: agents.firstName,
      lastName: agents.lastName,
    })
    .from(rounds)
    .innerJoin(tours, eq(tours.id, rounds.tourId))
    .leftJoin(agents, eq(agents.id, rounds.agentId))
    .where(where)
    .orderBy(asc(rounds.scheduledAt), asc(tours.name));
  if (rows.length === 0) return [];
  // The rounds again as a subquery: a list of hundreds of ids as parameters costs more to plan than to run.
  const ofRounds = db.select({ id: rounds.id }).from(rounds).where(where);
  const scans = await db
    .select()
    .from(roundScans)
    .where(inArray(roundScans.roundId, ofRounds))
    .orderBy(asc(roundScans.scannedAt), asc(roundScans.recordedAt));
  const info = await checkpointInfo(db, [
    ...new Set(rows.flatMap((row) => row.round.checkpointIds).concat(scans.map((scan) => scan.checkpointId))),
  ]);
  const incidentsOf = await roundIncidents(db, ofRounds);
  const scansOf = new Map<string, ScanRow[]>();
  for (const scan of scans) scansOf.set(scan.roundId, [...(scansOf.get(scan.roundId) ?? []), scan]);
  return rows.map(({ round, tourName, order, firstName, lastName }) => {
    const own = scansOf.get(round.id) ?? [];
    return {
      id: round.id,
      tourId: round.tourId,
      tourName,
      missionId: round.missionId,
      order: order as Round['order'],
      scheduledAt: round.scheduledAt.toISOString(),
      windowEndsAt: round.windowEndsAt.toISOString(),
      status: round.status as Round['status'],
      startedAt: round.startedAt?.toISOString() ?? null,
      finishedAt: round.finishedAt?.toISOString() ?? null,
      agent:
        round.agentId && firstName !== null && lastName !== null
          ? { id: round.agentId, firstName, lastName }
          : null,
      checkpoints: round.checkpointIds.map((id) => info.get(id) ?? { id, name: '', lat: null, lng: null }),
      scans: own.map((scan) =>
        presentScan(
          scan,
          info.get(scan.checkpointId)?.name ?? '',
          incidentsOf.get(`${round.id}:${scan.checkpointId}`) ?? [],
        ),
      ),
      missingCheckpointIds: missingCheckpoints(round.checkpointIds, own),
    };
  });
}

export async function loadRound(db: DbOrTx, id: string): Promise<Round | undefined> {
  const [round] = await loadRounds(db, eq(rounds.id, id));
  return round;
}

/** A mission's rounds scheduled in [from, to). */
export const missionRoundsBetween = (db: DbOrTx, missionId: string, from: Date, to: Date) =>
  loadRounds(
    db,
    and(eq(rounds.missionId, missionId), gte(rounds.scheduledAt, from), lt(rounds.scheduledAt, to)),
  );

export async function lockRound(db: DbOrTx, id: string): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(rounds).where(eq(rounds.id, id)).for('update');
  return row;
}

export async function scansOfRound(db: DbOrTx, roundId: string): Promise<ScanRow[]> {
  return db
    .select()
    .from(roundScans)
    .where(eq(roundScans.roundId, roundId))
    .orderBy(asc(roundScans.scannedAt));
}
