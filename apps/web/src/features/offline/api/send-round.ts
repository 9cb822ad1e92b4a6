import type { Round, Scan } from '@secops/domain/rounds';
import { api } from '../../../lib/api-client.ts';
import type {
  QueuedRoundFinish,
  QueuedRoundRef,
  QueuedRoundScan,
  QueuedRoundStart,
} from '../utils/offline-types.ts';

/** The rounds the server answered for the starts sent from this page, by the start's clientRequestId. */
const startedRounds = new Map<string, string>();

/**
 * POST /api/tours/{id}/rounds: the round started at `startedAt` (the phone's time); the same clientRequestId sent
 * again answers the same round.
 */
export async function sendRoundStart({
  tourId,
  clientRequestId,
  startedAt,
}: QueuedRoundStart): Promise<Round> {
  const round = await api.post<Round>(`/tours/${encodeURIComponent(tourId)}/rounds`, {
    clientRequestId,
    startedAt,
  });
  if (round.id) startedRounds.set(clientRequestId, round.id);
  return round;
}

/**
 * The id of the round a scan or an end belongs to: known when it was made, or answered to its start earlier on this
 * page, or else asked by sending the start again (the phone did not know it when the round was started offline).
 */
async function roundIdOf(ref: QueuedRoundRef): Promise<string> {
  const known = ref.roundId ?? startedRounds.get(ref.startRequestId);
  if (known) return known;
  const round = await sendRoundStart({
    missionId: ref.missionId,
    tourId: ref.tourId,
    clientRequestId: ref.startRequestId,
    startedAt: ref.startedAt,
  });
  // A start always answers a round with its id; only the day's list has rounds without one (not started).
  return round.id ?? '';
}

/** POST /api/rounds/{id}/scans: the scan with its flags (the earlier one for a repeat or a checkpoint done already). */
export async function sendRoundScan(body: QueuedRoundScan): Promise<Scan> {
  const {
    missionId: _mission,
    tourId: _tour,
    roundId: _round,
    startRequestId: _start,
    startedAt: _at,
    ...scan
  } = body;
  const id = await roundIdOf(body);
  return api.post<Scan>(`/rounds/${encodeURIComponent(id)}/scans`, scan);
}

/** POST /api/rounds/{id}/finish: the round with its final status, ended at the phone's time. */
export async function sendRoundFinish(body: QueuedRoundFinish): Promise<Round> {
  const id = await roundIdOf(body);
  return api.post<Round>(`/rounds/${encodeURIComponent(id)}/finish`, { finishedAt: body.finishedAt });
}
