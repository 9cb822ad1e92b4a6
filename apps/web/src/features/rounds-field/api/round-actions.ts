import type { FieldCheckpoint, Round, Scan, ScanMethod, Tour, TourSlot } from '@secops/domain/rounds';
import { ApiError } from '../../../lib/api-error.ts';
import {
  isQueued,
  isUnreachable,
  queueAction,
  sendRoundFinish,
  sendRoundScan,
  sendRoundStart,
  type QueuedAction,
  type QueuedRoundScan,
} from '../../offline/index.ts';
import {
  addLocalRound,
  addLocalScan,
  adoptRound,
  answerScan,
  finishLocalRound,
  removeLocalRound,
  removeLocalScan,
  type LocalRound,
} from '../stores/local-rounds-store.ts';
import { scanPosition } from '../utils/scan-position.ts';

/** The server's code for a round that has ended (by its guard, or at its deadline). */
const ROUND_FINISHED = 'ROUND_FINISHED';

/** A queued action of this round (its start, a scan, its end): what follows it must wait behind it. */
const isOfRound = (action: QueuedAction, startRequestId: string): boolean =>
  (action.kind === 'round-start' && action.body.clientRequestId === startRequestId) ||
  ((action.kind === 'round-scan' || action.kind === 'round-finish') &&
    action.body.startRequestId === startRequestId);

const waitingBehind = (round: LocalRound): boolean =>
  isQueued((action) => isOfRound(action, round.startRequestId));

/**
 * Starts the slot's round, dated now: sent at once, or kept on the phone when the server cannot be reached (null
 * then) and sent with the network. The phone shows the round as started either way; a refusal (not on duty, taken by
 * another guard) forgets it.
 */
export async function startOrQueue(userId: string, tour: Tour, slot: TourSlot): Promise<Round | null> {
  const start = {
    missionId: tour.missionId,
    tourId: tour.id,
    clientRequestId: crypto.randomUUID(),
    startedAt: new Date().toISOString(),
  };
  addLocalRound({
    userId,
    missionId: tour.missionId,
    tourId: tour.id,
    scheduledAt: slot.scheduledAt,
    windowEndsAt: slot.windowEndsAt,
    startRequestId: start.clientRequestId,
    startedAt: start.startedAt,
    roundId: null,
    scans: [],
    finishedAt: null,
    status: null,
  });
  try {
    const round = await sendRoundStart(start);
    adoptRound(start.clientRequestId, round);
    return round;
  } catch (error) {
    if (!isUnreachable(error)) {
      removeLocalRound(start.clientRequestId);
      throw error;
    }
    await queueAction({ kind: 'round-start', body: start });
    return null;
  }
}

/** How a checkpoint was checked: its code read (camera, NFC, the tag's page), or passed by hand with a reason. */
export type ScanInput =
  | { method: Exclude<ScanMethod, 'MANUAL'>; code: string; checkpoint: FieldCheckpoint }
  | { method: 'MANUAL'; reason: string; checkpoint: FieldCheckpoint };

/**
 * Records a checkpoint of the round, dated when it was read, with the phone's position when one comes within 2 s:
 * sent at once (the answer carries the server's flags), or queued behind the round's actions still waiting.
 */
export async function scanOrQueue(round: LocalRound, input: ScanInput): Promise<Scan | null> {
  const scannedAt = new Date().toISOString();
  const position = await scanPosition();
  const body: QueuedRoundScan = {
    missionId: round.missionId,
    tourId: round.tourId,
    roundId: round.roundId,
    startRequestId: round.startRequestId,
    startedAt: round.startedAt,
    clientRequestId: crypto.randomUUID(),
    scannedAt,
    method: input.method,
    ...(input.method === 'MANUAL'
      ? { checkpointId: input.checkpoint.id, reason: input.reason }
      : { code: input.code }),
    ...(position ?? {}),
  };
  addLocalScan(round.startRequestId, {
    checkpointId: input.checkpoint.id,
    clientRequestId: body.clientRequestId,
    scannedAt,
    method: input.method,
    reason: input.method === 'MANUAL' ? input.reason : null,
    flags: null,
  });
  if (!waitingBehind(round)) {
    try {
      const scan = await sendRoundScan(body);
      answerScan(round.startRequestId, body.clientRequestId, scan);
      return scan;
    } catch (error) {
      if (!isUnreachable(error)) {
        removeLocalScan(round.startRequestId, body.clientRequestId);
        throw error;
      }
    }
  }
  await queueAction({ kind: 'round-scan', body });
  return null;
}

/** Ends the round now: sent at once (its final status answered), or queued behind its actions still waiting. */
export async function finishOrQueue(round: LocalRound): Promise<Round | null> {
  const body = {
    missionId: round.missionId,
    tourId: round.tourId,
    roundId: round.roundId,
    startRequestId: round.startRequestId,
    startedAt: round.startedAt,
    clientRequestId: crypto.randomUUID(),
    finishedAt: new Date().toISOString(),
  };
  finishLocalRound(round.startRequestId, body.finishedAt);
  if (!waitingBehind(round)) {
    try {
      const ended = await sendRoundFinish(body);
      adoptRound(round.startRequestId, ended);
      return ended;
    } catch (error) {
      if (!isUnreachable(error)) {
        // Ended already (by the server at its deadline): it stays ended on the phone too.
        const ended = error instanceof ApiError && error.code === ROUND_FINISHED;
        if (!ended) finishLocalRound(round.startRequestId, null);
        throw error;
      }
    }
  }
  await queueAction({ kind: 'round-finish', body });
  return null;
}
