import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ON_DUTY_MARGIN_MS } from '@secops/domain/gps-duty';
import type { TrackerFix, TrackerHeartbeat, TrackerRequest } from '@secops/domain/gps-tracker';
import * as MSG from '@secops/domain/messages';
import type { Db } from '../../db/client.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { findAgentUserId } from '../missions/assignments.repository.ts';
import { findCurrentMission } from '../planning/current-mission.repository.ts';
import { raiseAgentSos, type SosDeps } from '../sos/sos.service.ts';
import { hashDeviceToken } from './device-token.ts';
import { findActiveTokenByHash, markTokenContact, markTokenUsed } from './device-tokens.repository.ts';
import type { GpsService } from './gps.service.ts';
import { createRefreshingCache } from './refreshing-cache.ts';

/**
 * A token's agent and an agent's current mission are reused for 30 s (refreshed in the background while a tracker
 * keeps sending, for up to 5 minutes), so a steady tracker costs no query per position: a token revoked in another
 * process stops within about 30 s, at once in this one.
 */
const FRESH_MS = 30_000;
const STALE_MS = 5 * 60_000;
/** A position this close to now is for the agent's current mission (cached); an older one, for the mission then. */
const LIVE_TOLERANCE_MS = 2 * 60_000;
/** The token's last use is written at most this often. */
const MARK_USED_EVERY_MS = 60_000;

type TokenOwner = { tokenId: string; agentId: string };
const cacheOptions = { freshMs: FRESH_MS, staleMs: STALE_MS, maxEntries: 20_000 };

/**
 * Positions from native trackers (Traccar Client, OsmAnd protocol): the device token stands for the agent, the
 * mission is the one the agent is on at the position's time (a shift, with the duty margin, else an attendance in
 * progress, else an ACTIVE mission of theirs), and the position then goes through the same checks and writes as the
 * app's (gps.service), on-duty rule included.
 */
export function createTrackerService(deps: {
  db: Db;
  gps: GpsService;
  log: FastifyBaseLogger;
  sos: SosDeps;
}) {
  const { db, gps, log } = deps;
  const owners = createRefreshingCache<TokenOwner>(cacheOptions);
  const currentMissions = createRefreshingCache<string | null>(cacheOptions);
  const revoked = new Set<string>();
  const markedAt = new Map<string, number>();

  const ownerOf = (token: string): Promise<TokenOwner> => {
    const hash = hashDeviceToken(token);
    return owners.get(hash, async () => {
      const owner = await findActiveTokenByHash(db, hash);
      if (!owner) throw unauthorized(MSG.trackerTokenUnknown, 'TRACKER_TOKEN_UNKNOWN');
      return owner;
    });
  };

  const missionAt = (agentId: string, at: number): Promise<string | null> =>
    Math.abs(Date.now() - at) <= LIVE_TOLERANCE_MS
      ? currentMissions.get(agentId, () => findCurrentMission(db, agentId, new Date(), ON_DUTY_MARGIN_MS))
      : findCurrentMission(db, agentId, new Date(at), ON_DUTY_MARGIN_MS);

  const markUsed = async (tokenId: string) => {
    const now = Date.now();
    if (now - (markedAt.get(tokenId) ?? 0) < MARK_USED_EVERY_MS) return;
    if (markedAt.size >= 20_000) markedAt.clear();
    markedAt.set(tokenId, now);
    await markTokenUsed(db, tokenId, new Date(now)).catch((err: unknown) =>
      log.error({ err }, 'device token use not recorded'),
    );
  };

  const ownerOfActive = async (token: string): Promise<TokenOwner> => {
    const owner = await ownerOf(token);
    if (revoked.has(owner.tokenId)) throw unauthorized(MSG.trackerTokenUnknown, 'TRACKER_TOKEN_UNKNOWN');
    return owner;
  };

  const acceptFix = async (owner: TokenOwner, fix: TrackerFix): Promise<void> => {
    const at = fix.recordedAt?.getTime() ?? Date.now();
    const missionId = await missionAt(owner.agentId, at);
    if (!missionId) throw new AppError('NO_CURRENT_MISSION', 403, MSG.trackerNoCurrentMission);
    const { token: _token, recordedAt, ...measures } = fix;
    await gps.acceptTrackerPosition(owner.agentId, missionId, {
      ...measures,
      recordedAt: recordedAt ?? undefined,
    });
  };

  // A contact is never in the future: a phone's clock ahead of the server's counts as now.
  const heartbeat = (owner: TokenOwner, beat: TrackerHeartbeat) =>
    markTokenContact(db, owner.tokenId, {
      at: new Date(Math.min(beat.recordedAt?.getTime() ?? Date.now(), Date.now())),
      battery: beat.battery,
    });

  /**
   * The SOS button of Traccar Client: the agent's alert as POST /api/sos raises it (one open alert answers repeated
   * presses for 10 minutes). The phone's time names the press, so that the same request sent again is one press.
   */
  const raiseSos = async (owner: TokenOwner, request: TrackerRequest) => {
    const fix = request.kind === 'fixes' ? request.fixes.at(-1) : undefined;
    const pressedAt = fix?.recordedAt ?? (request.kind === 'heartbeat' ? request.heartbeat.recordedAt : null);
    const clientRequestId = pressedAt ? `trk-${owner.tokenId}-${pressedAt.getTime()}` : randomUUID();
    const userId = await findAgentUserId(db, owner.agentId);
    await raiseAgentSos(
      deps.sos,
      { agentId: owner.agentId, userId },
      {
        clientRequestId,
        lat: fix?.lat ?? null,
        lng: fix?.lng ?? null,
        accuracy: fix?.accuracy ?? null,
      },
    );
  };

  return {
    /**
     * Takes a tracker's request: raises its SOS first (never lost to a refused position), then records its
     * positions in order, or its heartbeat. Throws a 401 for an unknown or revoked token, a 4xx when a position is
     * refused (the other positions of the request are kept).
     */
    async accept(request: TrackerRequest): Promise<void> {
      const owner = await ownerOfActive(request.token);
      if (request.sos) await raiseSos(owner, request);
      if (request.kind === 'heartbeat') return heartbeat(owner, request.heartbeat);
      // Each position of a batch on its own: a refused one does not drop the others; the first refusal is told.
      let refusal: AppError | undefined;
      for (const fix of request.fixes) {
        try {
          await acceptFix(owner, fix);
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          refusal ??= error;
        }
      }
      await markUsed(owner.tokenId);
      if (refusal) throw refusal;
    },

    /** A token revoked through this process stops at once (other processes: when their cache entry expires). */
    revoked(tokenId: string): void {
      revoked.add(tokenId);
    },
  };
}
export type TrackerService = ReturnType<typeof createTrackerService>;
