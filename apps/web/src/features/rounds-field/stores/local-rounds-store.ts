import type { Round, RoundStatus, Scan, ScanFlag, ScanMethod } from '@secops/domain/rounds';
import { create } from 'zustand';
import type { QueuedAction } from '../../offline/index.ts';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A checkpoint done on this phone: `flags` is the server's answer, null while the scan waits to be sent. */
export type LocalScan = {
  checkpointId: string;
  clientRequestId: string;
  scannedAt: string;
  method: ScanMethod;
  reason: string | null;
  flags: ScanFlag[] | null;
};

/**
 * A round started on this phone, as the phone knows it: kept until a day after it started, so that the round screen
 * shows its progress without network (and after the app was closed) while the queue still holds its actions.
 */
export type LocalRound = {
  userId: string;
  missionId: string;
  tourId: string;
  scheduledAt: string;
  windowEndsAt: string;
  /** The start's clientRequestId: the round's name on the phone until the server gives its id. */
  startRequestId: string;
  startedAt: string;
  roundId: string | null;
  scans: LocalScan[];
  finishedAt: string | null;
  /** The final status the server answered to the end. */
  status: RoundStatus | null;
};

type LocalRoundsState = { rounds: LocalRound[] };

/** A round the phone keeps this long after its start, then forgets (the server has it). */
const LOCAL_ROUND_KEEP_MS = 24 * 60 * 60 * 1000;

export const useLocalRoundsStore = create<LocalRoundsState>()(
  persist(() => ({ rounds: [] as LocalRound[] }), {
    name: 'secops-rounds',
    storage: createJSONStorage(() => localStorage),
  }),
);

function update(startRequestId: string, change: (round: LocalRound) => LocalRound): void {
  useLocalRoundsStore.setState(({ rounds }) => ({
    rounds: rounds.map((round) => (round.startRequestId === startRequestId ? change(round) : round)),
  }));
}

/** Adds a round started now, forgetting the ones older than a day. */
export function addLocalRound(round: LocalRound, now = Date.now()): void {
  useLocalRoundsStore.setState(({ rounds }) => ({
    rounds: [...rounds.filter((kept) => now - Date.parse(kept.startedAt) < LOCAL_ROUND_KEEP_MS), round],
  }));
}

export function removeLocalRound(startRequestId: string): void {
  useLocalRoundsStore.setState(({ rounds }) => ({
    rounds: rounds.filter((round) => round.startRequestId !== startRequestId),
  }));
}

const answered = (scan: Scan): Omit<LocalScan, 'clientRequestId'> => ({
  checkpointId: scan.checkpointId,
  scannedAt: scan.scannedAt,
  method: scan.method,
  reason: scan.reason,
  flags: scan.flags,
});

/**
 * The server's round (the answer to its start or its end, or read from the day's list): its id, its slot, its final
 * status, and its scans, which replace the phone's still unanswered ones and add those recorded elsewhere (another
 * phone, or before the app was closed).
 */
export function adoptRound(startRequestId: string, round: Round): void {
  update(startRequestId, (local) => {
    const recorded = new Map(round.scans.map((scan) => [scan.checkpointId, scan]));
    const kept = local.scans.map((scan) => {
      const answer = recorded.get(scan.checkpointId);
      return scan.flags === null && answer
        ? { ...answered(answer), clientRequestId: scan.clientRequestId }
        : scan;
    });
    const mine = new Set(local.scans.map((scan) => scan.checkpointId));
    const theirs = round.scans
      .filter((scan) => !mine.has(scan.checkpointId))
      .map((scan) => ({ ...answered(scan), clientRequestId: scan.id }));
    return {
      ...local,
      roundId: round.id ?? local.roundId,
      scheduledAt: round.scheduledAt,
      windowEndsAt: round.windowEndsAt,
      finishedAt: round.finishedAt ?? local.finishedAt,
      status: round.status === 'IN_PROGRESS' || round.status === 'PLANNED' ? local.status : round.status,
      scans: [...kept, ...theirs],
    };
  });
}

/** What the queue sent of a round, with the server's answer: the round's id, a scan's flags, the final status. */
export function applySentRound(action: QueuedAction, result: unknown): void {
  if (action.kind === 'round-start') adoptRound(action.body.clientRequestId, result as Round);
  else if (action.kind === 'round-finish') adoptRound(action.body.startRequestId, result as Round);
  else if (action.kind === 'round-scan') {
    answerScan(action.body.startRequestId, action.body.clientRequestId, result as Scan);
  }
}

export const addLocalScan = (startRequestId: string, scan: LocalScan): void =>
  update(startRequestId, (local) => ({ ...local, scans: [...local.scans, scan] }));

export const removeLocalScan = (startRequestId: string, clientRequestId: string): void =>
  update(startRequestId, (local) => ({
    ...local,
    scans: local.scans.filter((scan) => scan.clientRequestId !== clientRequestId),
  }));

/** The server's answer to a scan: its flags, its time, and the round's id (unknown until then when started offline). */
export function answerScan(startRequestId: string, clientRequestId: string, scan: Scan): void {
  update(startRequestId, (local) => ({
    ...local,
    roundId: local.roundId ?? scan.roundId,
    scans: local.scans.map((kept) =>
      kept.clientRequestId === clientRequestId ? { ...answered(scan), clientRequestId } : kept,
    ),
  }));
}

export const finishLocalRound = (startRequestId: string, finishedAt: string | null): void =>
  update(startRequestId, (local) => ({ ...local, finishedAt }));
