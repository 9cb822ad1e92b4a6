import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Round, Scan, Tour, TourSlot } from '@secops/domain/rounds';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { useSessionUser } from '../../auth/index.ts';
import { toursQueryOptions } from '../api/get-tours.ts';
import { finishOrQueue, scanOrQueue, startOrQueue, type ScanInput } from '../api/round-actions.ts';
import type { LocalRound } from '../stores/local-rounds-store.ts';

/** An answer from the server changes the tours' slots (a round started or ended): read them again. */
function useRefreshTours() {
  const queryClient = useQueryClient();
  return (missionId: string) =>
    void queryClient.invalidateQueries({ queryKey: toursQueryOptions(missionId).queryKey });
}

/** "Commencer la ronde": runs without network too (the start is then queued, and the mutation answers null). */
export function useStartRound(config?: MutationConfig<Round | null, { tour: Tour; slot: TourSlot }>) {
  const userId = useSessionUser()?.id ?? '';
  const refresh = useRefreshTours();
  return useMutation({
    ...config,
    networkMode: 'always',
    mutationFn: ({ tour, slot }) => startOrQueue(userId, tour, slot),
    onSuccess: (...args) => {
      if (args[0]) refresh(args[1].tour.missionId);
      return config?.onSuccess?.(...args);
    },
  });
}

export type ScanVariables = { round: LocalRound; input: ScanInput };

/** A checkpoint read or passed by hand: answers the scan with its flags, or null when it was queued. */
export function useScanCheckpoint(config?: MutationConfig<Scan | null, ScanVariables>) {
  return useMutation({
    ...config,
    networkMode: 'always',
    mutationFn: ({ round, input }: ScanVariables) => scanOrQueue(round, input),
  });
}

/** "Terminer la ronde": answers the round with its final status, or null when the end was queued. */
export function useFinishRound(config?: MutationConfig<Round | null, LocalRound>) {
  const refresh = useRefreshTours();
  return useMutation({
    ...config,
    networkMode: 'always',
    mutationFn: finishOrQueue,
    onSuccess: (...args) => {
      if (args[0]) refresh(args[1].missionId);
      return config?.onSuccess?.(...args);
    },
  });
}
