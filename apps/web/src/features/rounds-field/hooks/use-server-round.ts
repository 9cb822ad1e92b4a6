import { useQuery } from '@tanstack/react-query';
import type { Round } from '@secops/domain/rounds';
import { useEffect, useEffectEvent } from 'react';
import { useOnline } from '../../../lib/use-online.ts';
import { usePendingActions, type QueuedAction } from '../../offline/index.ts';
import { parisDay, roundsOfDayQueryOptions } from '../api/get-rounds.ts';
import { adoptRound, type LocalRound } from '../stores/local-rounds-store.ts';

/** While the phone lacks an answer, the server's round is read this often. */
const ASK_AGAIN_MS = 30_000;

/** The request ids of the round's actions still in the queue: those are waiting, not lost. */
function queuedIds(pending: readonly QueuedAction[]): Set<string> {
  return new Set(
    pending.flatMap((action) => (action.kind.startsWith('round-') ? [action.body.clientRequestId] : [])),
  );
}

/**
 * Fills in what the phone missed of its round (an answer that came while no rounds screen listened, the app closed
 * as the queue sent it): while a scan, the start or the end has no answer and no longer waits in the queue, the
 * day's rounds are read and the server's round taken in.
 */
export function useServerRound(round: LocalRound | null): void {
  const online = useOnline();
  const waiting = queuedIds(usePendingActions());
  const unanswered =
    round !== null &&
    ((round.roundId === null && !waiting.has(round.startRequestId)) ||
      round.scans.some((scan) => scan.flags === null && !waiting.has(scan.clientRequestId)) ||
      (round.finishedAt !== null && round.status === null && waiting.size === 0));
  const day = useQuery({
    ...roundsOfDayQueryOptions(
      round?.missionId ?? '',
      parisDay(round?.scheduledAt ?? new Date(0).toISOString()),
    ),
    enabled: unanswered && online,
    staleTime: 0,
    refetchInterval: unanswered ? ASK_AGAIN_MS : false,
  });
  // Taken in once per reading: the round changes with what it takes in, which must not read it again.
  const takeIn = useEffectEvent((rounds: readonly Round[]) => {
    if (!round || !unanswered) return;
    const found = rounds.find(
      (candidate) =>
        candidate.id !== null &&
        (candidate.id === round.roundId ||
          (candidate.tourId === round.tourId &&
            Date.parse(candidate.scheduledAt) === Date.parse(round.scheduledAt))),
    );
    if (found) adoptRound(round.startRequestId, found);
  });
  useEffect(() => {
    if (day.data) takeIn(day.data);
  }, [day.data]);
}
