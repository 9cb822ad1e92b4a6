import type { FastifyBaseLogger } from 'fastify';
import type { GpsPositionsQuery, LivePosition, PositionUpdate } from '@secops/domain/gps';
import type { Perimeter } from '@secops/domain/missions.schemas';
import { MSG } from '@secops/domain/messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { RealtimeEmitter } from '../../realtime/emitter.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { assertMayReadPerimeter, assertMaySendPosition, assertOwnAgent } from './gps.policy.ts';
import { presentLatestRow, presentLivePosition, presentPerimeter } from './gps.presenter.ts';
import {
  deleteHistoryBefore,
  findPerimeterContext,
  findPositionContext,
  listLatestPositions,
  writePositions,
  type NewPosition,
  type PositionContext,
} from './gps.repository.ts';
import { createRefreshingCache } from './refreshing-cache.ts';
import { createWriteBuffer } from './write-buffer.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/**
 * A successful access check (and the names it loaded) for one agent and mission is reused for 30 s, then refreshed
 * in the background while still used, for up to 5 minutes; so a removed assignment stops positions within about
 * 30 s, and a slow database never holds a position up once its agent has sent one.
 */
const CONTEXT_FRESH_MS = 30_000;
const CONTEXT_STALE_MS = 5 * 60_000;

export type GpsServiceOptions = {
  db: Db;
  emitter: RealtimeEmitter;
  log: FastifyBaseLogger;
  retentionDays: number;
  flushMaxItems?: number;
};

/** Deletes the position history older than the retention period; answers how many positions went. */
export function purgeGpsHistory(db: DbOrTx, retentionDays: number, now: Date = new Date()): Promise<number> {
  return deleteHistoryBefore(db, new Date(now.getTime() - retentionDays * DAY_MS));
}

/**
 * Position ingestion: a position is checked (through a cache, so that a steady stream does not cost a query each),
 * broadcast at once, and written in batches (history and latest-per-agent, one transaction per batch) by group
 * commit: at once when no batch is being written, else with the others that came meanwhile as soon as it ends. The
 * sender's answer waits for its batch, so an acknowledged position is stored (503 when the database refused it).
 * History older than the retention period is purged every hour.
 */
export function createGpsService(options: GpsServiceOptions) {
  const { db, emitter, log, retentionDays } = options;
  const contexts = createRefreshingCache<PositionContext>({
    freshMs: CONTEXT_FRESH_MS,
    staleMs: CONTEXT_STALE_MS,
    maxEntries: 20_000,
  });
  const buffer = createWriteBuffer<NewPosition>({
    maxItems: options.flushMaxItems ?? 500,
    write: (rows) => db.transaction((tx) => writePositions(tx, rows)),
    onError: (err, rows) => log.error({ err, positions: rows.length }, 'positions not written'),
  });
  const purge = () =>
    purgeGpsHistory(db, retentionDays).then(
      (count) => count > 0 && log.info({ count }, 'old positions purged'),
      (err: unknown) => log.error({ err }, 'position purge failed'),
    );
  const purgeTimer = setInterval(() => void purge(), HOUR_MS).unref();
  let closed = false;

  /** The checked context of an agent and a mission: assigned, mission ACTIVE, account active. */
  const contextFor = (agentId: string, missionId: string): Promise<PositionContext> =>
    contexts.get(`${agentId}:${missionId}`, () =>
      findPositionContext(db, agentId, missionId).then(assertMaySendPosition),
    );

  return {
    /** Accepts a position from the signed-in agent, broadcasts it and queues it for writing. */
    async acceptPosition(user: AuthUser, input: PositionUpdate): Promise<LivePosition> {
      const agentId = assertOwnAgent(user, input.agentId);
      const context = await contextFor(agentId, input.missionId);
      // A position whose check finished during shutdown would be written after the database closed.
      if (closed) throw new AppError('SHUTTING_DOWN', 503, MSG.serverShuttingDown);
      const row: NewPosition = {
        agentId,
        missionId: input.missionId,
        lat: input.lat,
        lng: input.lng,
        accuracy: input.accuracy,
        speed: input.speed ?? null,
        heading: input.heading ?? null,
        recordedAt: new Date(),
      };
      const position = presentLivePosition(row, context);
      emitter.positionUpdated(position);
      // Answered once stored, so that an acknowledged position is never lost.
      await buffer.push(row).catch(() => {
        throw new AppError('UNAVAILABLE', 503, MSG.serviceUnavailable);
      });
      return position;
    },

    async listLatest(query: GpsPositionsQuery): Promise<LivePosition[]> {
      const since = query.since ? new Date(query.since) : undefined;
      const rows = await listLatestPositions(db, { ...query, since });
      return rows.map(presentLatestRow);
    },

    async perimeter(user: AuthUser, missionId: string): Promise<Perimeter> {
      const context = await findPerimeterContext(db, missionId, user.agentId);
      if (!context) throw notFound(MSG.missionNotFound);
      assertMayReadPerimeter(user, context.assignmentId !== null);
      return presentPerimeter(context);
    },

    /** Stops taking positions and the purge timer, and writes what is still waiting. */
    async close(): Promise<void> {
      closed = true;
      clearInterval(purgeTimer);
      await buffer.flush();
    },
  };
}
export type GpsService = ReturnType<typeof createGpsService>;
