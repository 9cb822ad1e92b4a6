import type { CheckpointByCode } from '@secops/domain/rounds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/checkpoints/by-code/{code}: the checkpoint a tag names, for a guard of its mission (404 otherwise). */
export const getCheckpointByCode = (code: string): Promise<CheckpointByCode> =>
  api.get<CheckpointByCode>(`/checkpoints/by-code/${encodeURIComponent(code)}`);

export const checkpointByCodeQueryOptions = (code: string) =>
  queryOptions({ queryKey: ['field', 'rounds', 'by-code', code], queryFn: () => getCheckpointByCode(code) });

/** Asked only when the phone's tours do not hold the checkpoint (and the network may answer). */
export const useCheckpointByCode = (code: string, enabled: boolean) =>
  useQuery({ ...checkpointByCodeQueryOptions(code), enabled, retry: false });
