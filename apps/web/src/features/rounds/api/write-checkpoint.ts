import type { Checkpoint, CheckpointCreate } from '@secops/domain/rounds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { refreshMissionRounds } from './refresh-mission-rounds.ts';

export type CheckpointWrite = { id: string | null; body: CheckpointCreate };

/** POST /api/missions/{id}/checkpoints for a new checkpoint, PATCH /api/checkpoints/{id} for one that exists. */
export const writeCheckpoint = (missionId: string, { id, body }: CheckpointWrite): Promise<Checkpoint> =>
  id === null
    ? api.post<Checkpoint>(`/missions/${encodeURIComponent(missionId)}/checkpoints`, body)
    : api.patch<Checkpoint>(`/checkpoints/${encodeURIComponent(id)}`, body);

/** DELETE /api/checkpoints/{id}: kept for the history, taken out of the tours. */
export const deleteCheckpoint = (id: string): Promise<void> =>
  api.delete<void>(`/checkpoints/${encodeURIComponent(id)}`);

// The tours carry their checkpoints (names, positions), so both lists are read again after a change.
export function useWriteCheckpoint(missionId: string, config?: MutationConfig<Checkpoint, CheckpointWrite>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (write: CheckpointWrite) => writeCheckpoint(missionId, write),
    onSuccess: (...args) => {
      void refreshMissionRounds(queryClient, missionId);
      return config?.onSuccess?.(...args);
    },
  });
}

export function useDeleteCheckpoint(missionId: string, config?: MutationConfig<void, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteCheckpoint,
    onSuccess: (...args) => {
      void refreshMissionRounds(queryClient, missionId);
      return config?.onSuccess?.(...args);
    },
  });
}
