import type { FastifyBaseLogger } from 'fastify';
import { ON_DUTY_MARGIN_MS } from '@secops/domain/gps-duty';
import type { TrackerFix } from '@secops/domain/gps-tracker';
import * as MSG from '@secops/domain/messages';
import type { Db } from '../../db/client.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { findCurrentMission } from '../planning/current-mission.repository.ts';
import { hashDeviceToken } from './device-token.ts';
import { findActiveTokenByHash, markTokenUsed } from './device-tokens.repository.ts';
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
export function createTrackerService(deps: { db: Db; gps: GpsService; log: FastifyBaseLogger }) {
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

  return {
    /** Records a tracker's position; throws a 401 for an unknown or revoked token, a 4xx when refused. */
    async accept(fix: TrackerFix): Promise<void> {
      const owner = await ownerOf(fix.token);
      if (revoked.has(owner.tokenId)) throw unauthorized(MSG.trackerTokenUnknown, 'TRACKER_TOKEN_UNKNOWN');
      const at = fix.recordedAt?.getTime() ?? Date.now();
      const missionId = await missionAt(owner.agentId, at);
      if (!missionId) throw new AppError('NO_CURRENT_MISSION', 403, MSG.trackerNoCurrentMission);
      const { token: _token, recordedAt, ...measures } = fix;
      await gps.acceptTrackerPosition(owner.agentId, missionId, {
        ...measures,
        recordedAt: recordedAt ?? undefined,
      });
      await markUsed(owner.tokenId);
    },

    /** A token revoked through this process stops at once (other processes: when their cache entry expires). */
    revoked(tokenId: string): void {
      revoked.add(tokenId);
    },
  };
}
export type TrackerService = ReturnType<typeof createTrackerService>;
