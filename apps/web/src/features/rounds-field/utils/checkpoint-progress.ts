import type { FieldCheckpoint, Tour } from '@secops/domain/rounds';
import type { LocalRound, LocalScan } from '../stores/local-rounds-store.ts';

/** A checkpoint of the round and how it was done (null: still to do). */
export type CheckpointProgress = { checkpoint: FieldCheckpoint; scan: LocalScan | null };

/** The round's checkpoints in the tour's order, each with its scan on the phone (sent or waiting). */
export function checkpointProgress(tour: Tour, round: LocalRound | null): CheckpointProgress[] {
  const scans = new Map((round?.scans ?? []).map((scan) => [scan.checkpointId, scan]));
  return tour.checkpoints.map((checkpoint) => ({ checkpoint, scan: scans.get(checkpoint.id) ?? null }));
}

/** The checkpoint to go to next: in a strict tour the first not done, the one the flags expect. */
export const nextCheckpointId = (progress: readonly CheckpointProgress[]): string | null =>
  progress.find((item) => item.scan === null)?.checkpoint.id ?? null;
