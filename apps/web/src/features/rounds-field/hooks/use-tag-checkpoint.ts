import { CHECKPOINT_CODE_PATTERN, type FieldCheckpoint, type Tour } from '@secops/domain/rounds';
import { useQuery } from '@tanstack/react-query';
import { useOnline } from '../../../lib/use-online.ts';
import { myMissionsQueryOptions } from '../../field/index.ts';
import { useCheckpointByCode } from '../api/get-checkpoint-by-code.ts';
import { useToursOfMissions } from '../api/get-tours.ts';
import { codeHash } from '../utils/code-hash.ts';

export type TagCheckpoint =
  | { state: 'invalid' | 'looking' | 'unknown' | 'offline' }
  | {
      state: 'found';
      checkpoint: FieldCheckpoint;
      missionId: string;
      missionTitle: string | null;
      /** The tours holding the checkpoint (none when the server knows it but no tour uses it). */
      tours: Tour[];
    };

const holding = (tours: readonly Tour[], match: (checkpoint: FieldCheckpoint) => boolean) =>
  tours.flatMap((tour) => tour.checkpoints.filter(match).map((checkpoint) => ({ tour, checkpoint })));

/**
 * The checkpoint a tag's code names: first among the tours of the guard's missions the phone keeps (its code's
 * SHA-256 against theirs, without network), else asked of the server (GET /api/checkpoints/by-code/{code}).
 */
export function useTagCheckpoint(code: string): TagCheckpoint {
  const valid = CHECKPOINT_CODE_PATTERN.test(code);
  const online = useOnline();
  const hash = useQuery({
    queryKey: ['field', 'rounds', 'hash', code],
    queryFn: () => codeHash(code),
    enabled: valid,
    staleTime: Infinity,
    networkMode: 'always',
  });
  const missions = useQuery(myMissionsQueryOptions());
  const missionIds = (missions.data ?? []).filter(({ status }) => status !== 'ARCHIVED').map(({ id }) => id);
  const keptTours = useToursOfMissions(missionIds);
  const settled = !missions.isPending && keptTours.every((query) => !query.isPending);
  const kept = holding(
    keptTours.flatMap((query) => query.data ?? []),
    (checkpoint) => checkpoint.codeHash === hash.data,
  );
  const askServer = valid && hash.isSuccess && settled && kept.length === 0 && online;
  const byCode = useCheckpointByCode(code, askServer);
  const otherMission =
    byCode.data && !missionIds.includes(byCode.data.missionId) ? [byCode.data.missionId] : [];
  const askedTours = useToursOfMissions(otherMission);
  const asked = holding(
    askedTours.flatMap((query) => query.data ?? []),
    (checkpoint) => checkpoint.id === byCode.data?.id,
  );
  const found = kept.length > 0 ? kept : asked;

  if (!valid) return { state: 'invalid' };
  const checkpoint = found[0]?.checkpoint ?? byCode.data;
  if (!checkpoint) {
    const waiting = !settled || hash.isPending || (askServer && byCode.isPending);
    if (waiting) return { state: 'looking' };
    return { state: online ? 'unknown' : 'offline' };
  }
  if (askedTours.some((query) => query.isPending)) return { state: 'looking' };
  const missionId = found[0]?.tour.missionId ?? byCode.data?.missionId ?? '';
  return {
    state: 'found',
    checkpoint,
    missionId,
    missionTitle:
      missions.data?.find((mission) => mission.id === missionId)?.title ?? byCode.data?.missionTitle ?? null,
    tours: found.map(({ tour }) => tour),
  };
}
