import { codeFromScan, type FieldCheckpoint, type Tour } from '@secops/domain/rounds';
import { codeHash } from './code-hash.ts';

export type ScanMatch =
  /** One of the round's checkpoints; `code` goes to the server, which checks it again. */
  | { result: 'checkpoint'; code: string; checkpoint: FieldCheckpoint }
  /** Not a checkpoint's tag at all (another QR code). */
  | { result: 'not-a-code' }
  /** A checkpoint of this mission, but of another tour. */
  | { result: 'other-tour'; checkpoint: FieldCheckpoint }
  /** No checkpoint of this mission's tours: another mission's, or none. */
  | { result: 'other-mission' };

/**
 * What a scanned text is for a round, worked out on the phone, network or not: the SHA-256 of the code it carries
 * against the hashes of the round's checkpoints, then of the mission's other tours.
 */
export async function matchScan(text: string, tour: Tour, missionTours: readonly Tour[]): Promise<ScanMatch> {
  const code = codeFromScan(text);
  if (code === null) return { result: 'not-a-code' };
  const hash = await codeHash(code);
  const checkpoint = tour.checkpoints.find((candidate) => candidate.codeHash === hash);
  if (checkpoint) return { result: 'checkpoint', code, checkpoint };
  const elsewhere = missionTours
    .flatMap((other) => other.checkpoints)
    .find((candidate) => candidate.codeHash === hash);
  return elsewhere ? { result: 'other-tour', checkpoint: elsewhere } : { result: 'other-mission' };
}
