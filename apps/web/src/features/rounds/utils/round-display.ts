import type { ListedRoundStatus, Round, Scan } from '@secops/domain/rounds';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import type { LatLng } from './checkpoint-form.ts';

export const ROUND_STATUS_TONES: Record<ListedRoundStatus, BadgeTone> = {
  PLANNED: 'neutral',
  IN_PROGRESS: 'blue',
  COMPLETE: 'green',
  COMPLETE_WITH_FLAGS: 'amber',
  PARTIAL: 'orange',
  MISSED: 'red',
};

/** A row's key: the round's id, or its tour and time while it is not started (PLANNED, no id yet). */
export const roundKey = (round: Round): string => round.id ?? `${round.tourId}-${round.scheduledAt}`;

/** The checkpoints scanned out of those of the round. */
export function roundProgress(round: Round): { done: number; total: number } {
  const scanned = new Set(round.scans.map((scan) => scan.checkpointId));
  return { done: round.checkpoints.filter((c) => scanned.has(c.id)).length, total: round.checkpoints.length };
}

/** One line of a round's detail: a checkpoint of the round and its scan, if any. */
export type CheckpointLine = { id: string; name: string; scan: Scan | null };

/**
 * The round's checkpoints in its order with their scans; a scan of a checkpoint no longer listed (deleted since)
 * comes after them, by its time.
 */
export function checkpointLines(round: Round): CheckpointLine[] {
  const byCheckpoint = new Map(round.scans.map((scan) => [scan.checkpointId, scan]));
  const listed = new Set(round.checkpoints.map((c) => c.id));
  const lines = round.checkpoints.map((c) => ({
    id: c.id,
    name: c.name,
    scan: byCheckpoint.get(c.id) ?? null,
  }));
  const others = sortByTime(round.scans.filter((scan) => !listed.has(scan.checkpointId)));
  return [...lines, ...others.map((scan) => ({ id: scan.checkpointId, name: scan.checkpointName, scan }))];
}

const sortByTime = (scans: readonly Scan[]) =>
  [...scans].sort((a, b) => Date.parse(a.scannedAt) - Date.parse(b.scannedAt));

/** Where the guard was at each scan, in the order of the scans; scans without a position are left out. */
export function scanPath(scans: readonly Scan[]): LatLng[] {
  return sortByTime(scans).flatMap((scan) =>
    scan.lat === null || scan.lng === null ? [] : [{ lat: scan.lat, lng: scan.lng }],
  );
}

const ENDED: readonly ListedRoundStatus[] = ['COMPLETE', 'COMPLETE_WITH_FLAGS', 'PARTIAL', 'MISSED'];

/** A round that ended (or was missed): a checkpoint it did not scan is missed, not still to do. */
export const isEnded = (status: ListedRoundStatus): boolean => ENDED.includes(status);
