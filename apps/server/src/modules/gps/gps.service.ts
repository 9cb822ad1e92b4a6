import type { FastifyBaseLogger } from 'fastify';
import type { GpsPositionsQuery, LivePosition, PositionUpdate } from '@secops/domain/gps';
import { isOnDuty, POSITION_MAX_FUTURE_MS, recordedAtProblem } from '@secops/domain/gps-duty';
import type { Perimeter } from '@secops/domain/missions.schemas';
import * as MSG from '@secops/domain/messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, notFound, unavailable } from '../../lib/errors.ts';
import type { RealtimeEmitter } from '../../realtime/emitter.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { findDutyWindow } from './gps-duty.repository.ts';
import { assertMayReadPerimeter, assertMaySendPosition, assertOnDuty, assertOwnAgent } from './gps.policy.ts';
import { presentLatestRow, presentLivePosition, presentPerimeter } from './gps.presenter.ts';
import {
  deleteHistoryBefore,
  findPerimeterContext,
  findPositionContexts,
  listLatestPositions,
  writePositions,
  type NewPosition,
  type PositionContext,
} from './gps.repository.ts';
import { createRefreshingCache } from './refreshing-cache.ts';
import { createBatchLoader } from '../../lib/batch-loader.ts';
import type { MovementWatch } from './movement-watch.ts';
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
/**
 * A context also holds the agent's duty periods on the mission from this long before its loading to as late as a
 * position can be stamped while it is used; a position taken before that (queued offline for long) is checked apart.
 */
const DUTY_LOOKBACK_MS = 12 * HOUR_MS;
/** Position contexts loaded by one query at most (see createBatchLoader). */
const CONTEXTS_PER_QUERY = 500;
/**
 * Positions written by one transaction at most. Batches only fill up once writes fall behind; a write then costs the
 * same round trips whatever its size, each waiting for a busy event loop, so larger batches catch up sooner, and the
 * positions waiting for their write are what fills the memory. With 5,000 agents on a busy machine sending 4,500 a
 * second, batches of 500 were written at about 1,100 positions a second, of 2,000 at about 3,300; of 5,000 kept up.
 */
const POSITIONS_PER_WRITE = 5000;

/** A position as it reaches the service, from the app (socket or HTTP) or from a native tracker. */
export type PositionFix = {
  lat: number;
  lng: number;
  accuracy: number | null;
  speed: number | null;
  heading: number | null;
  battery: number | null;
  /** When it was taken, if before its sending (queued offline, buffered by a tracker); else now. */
  recordedAt?: Date;
};

export type GpsServiceOptions = {
  db: Db;
  emitter: RealtimeEmitter;
  log: FastifyBaseLogger;
  retentionDays: number;
  movement: MovementWatch;
  flushMaxItems?: number;
};

/** Deletes the position history older than the retention period; answers how many positions went. */
export function purgeGpsHistory(db: DbOrTx, retentionDays: number, now: Date = new Date()): Promise<number> {
  return deleteHistoryBefore(db, new Date(now.getTime() - retentionDays * DAY_MS));
}

/**
 * Position ingestion: a position is checked (through a cache, so that a steady stream does not cost a query each:
 * assignment, mission in progress, account active, and on duty at the position's time, decided in memory from the
 * cached duty periods), broadcast at once unless older than one already broadcast for the agent, and written in
 * batches (history and latest-per-agent, one statement per batch) by group commit: at once when no batch is being
 * written, else with the others that came meanwhile as soon as it ends. The sender's answer waits for its batch, so
 * an acknowledged position is stored (503 when the database refused it). History older than the retention period is
 * purged every hour.
 */
export function createGpsService(options: GpsServiceOptions) {
  const { db, emitter, log, retentionDays, movement } = options;
  const contexts = createRefreshingCache<PositionContext>({
    freshMs: CONTEXT_FRESH_MS,
    staleMs: CONTEXT_STALE_MS,
    maxEntries: 20_000,
  });
  const buffer = createWriteBuffer<NewPosition>({
    maxItems: options.flushMaxItems ?? POSITIONS_PER_WRITE,
    write: (rows) => writePositions(db, rows),
    onError: (err, rows) => log.error({ err, positions: rows.length }, 'positions not written'),
  });
  const purge = () =>
    purgeGpsHistory(db, retentionDays).then(
      (count) => count > 0 && log.info({ count }, 'old positions purged'),
      (err: unknown) => log.error({ err }, 'position purge failed'),
    );
  const purgeTimer = setInterval(() => void purge(), HOUR_MS).unref();
  // The newest position time broadcast per agent, so that a position sent late never moves the live map back.
  const broadcastUpTo = new Map<string, number>();
  let closed = false;

  /** The checked context of an agent and a mission: assigned, mission ACTIVE, account active; duty periods. */
  // The first positions of many agents at once (a restart, a shift change) are checked together, a query per 500.
  const loadContexts = createBatchLoader<PositionContext>((keys) => {
    const now = Date.now();
    const span = { from: now - DUTY_LOOKBACK_MS, to: now + CONTEXT_STALE_MS + POSITION_MAX_FUTURE_MS };
    const pairs = keys.map((key) => {
      const [agentId = '', missionId = ''] = key.split(':');
      return { agentId, missionId };
    });
    return findPositionContexts(db, pairs, span);
  }, CONTEXTS_PER_QUERY);
  const contextFor = (agentId: string, missionId: string): Promise<PositionContext> => {
    const key = `${agentId}:${missionId}`;
    return contexts.get(key, () => loadContexts(key).then(assertMaySendPosition));
  };

  /**
   * On duty at the position's time: from the cached periods, or, for a time they do not cover, from the database.
   * Synchronous in the first case, the stream's: a promise per position is garbage the collector pays for.
   */
  const checkDuty = (context: PositionContext, agentId: string, missionId: string, at: number) => {
    const { duty } = context;
    if (at >= duty.from && at <= duty.to) return assertOnDuty(isOnDuty(duty.periods, at));
    return findDutyWindow(db, agentId, missionId, at).then((window) =>
      assertOnDuty(isOnDuty(window.periods, at)),
    );
  };

  /** Within an attendance of the agent on the mission, as far as the cached periods tell. */
  const inAttendance = (context: PositionContext, at: number) =>
    isOnDuty(
      context.duty.periods.filter((period) => period.kind === 'attendance'),
      at,
    );

  const broadcast = (position: LivePosition, at: number) => {
    if ((broadcastUpTo.get(position.agentId) ?? 0) > at) return;
    if (broadcastUpTo.size >= 20_000) broadcastUpTo.clear();
    broadcastUpTo.set(position.agentId, at);
    emitter.positionUpdated(position);
  };

  /** Checks a position of the agent for the mission, broadcasts it and answers once it is written. */
  async function record(agentId: string, missionId: string, fix: PositionFix): Promise<LivePosition> {
    const now = new Date();
    const recordedAt = fix.recordedAt ?? now;
    const problem = recordedAtProblem(recordedAt, now, retentionDays);
    if (problem === 'too-old') throw badRequest(MSG.gpsRecordedAtTooOld, 'VALIDATION');
    if (problem === 'in-future') throw badRequest(MSG.gpsRecordedAtInFuture, 'VALIDATION');
    const context = await contextFor(agentId, missionId);
    const dutyChecked = checkDuty(context, agentId, missionId, recordedAt.getTime());
    if (dutyChecked) await dutyChecked;
    // A position whose check finished during shutdown would be written after the database closed.
    if (closed) throw new AppError('SHUTTING_DOWN', 503, MSG.serverShuttingDown);
    const row: NewPosition = { agentId, missionId, ...fix, recordedAt };
    const position = presentLivePosition(row, context);
    const at = recordedAt.getTime();
    broadcast(position, at);
    // Answered once stored, so that an acknowledged position is never lost; the movement check runs meanwhile.
    const watched = movement.position(agentId, { ...fix, at }, inAttendance(context, at));
    try {
      await buffer.push(row);
    } catch {
      throw unavailable();
    } finally {
      await watched;
    }
    return position;
  }

  return {
    /** Accepts a position from the signed-in agent, broadcasts it and queues it for writing. */
    async acceptPosition(user: AuthUser, input: PositionUpdate): Promise<LivePosition> {
      const agentId = assertOwnAgent(user, input.agentId);
      return record(agentId, input.missionId, {
        lat: input.lat,
        lng: input.lng,
        accuracy: input.accuracy,
        speed: input.speed ?? null,
        heading: input.heading ?? null,
        battery: null,
        recordedAt: input.recordedAt === undefined ? undefined : new Date(input.recordedAt),
      });
    },

    /** Accepts a position of a native tracker, whose token stands for the agent, under the same rules. */
    acceptTrackerPosition(agentId: string, missionId: string, fix: PositionFix): Promise<LivePosition> {
      return record(agentId, missionId, fix);
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
