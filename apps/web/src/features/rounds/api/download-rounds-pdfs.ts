import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

/** The sheet of the mission's QR codes to print and stick on site, one per checkpoint. */
export const downloadCheckpointsPdf = (missionId: string): Promise<void> =>
  downloadFile(
    `/missions/${encodeURIComponent(missionId)}/checkpoints.pdf`,
    `mission-${missionId}-points-de-controle.pdf`,
  );

export type RoundsPdfRequest = { missionId: string; from: string; to: string };

/** The patrol report of a period of Paris days (31 at most). */
export const downloadRoundsPdf = ({ missionId, from, to }: RoundsPdfRequest): Promise<void> =>
  downloadFile(`/missions/${encodeURIComponent(missionId)}/rounds.pdf`, `mission-${missionId}-rondes.pdf`, {
    query: { from, to },
  });

export const useDownloadCheckpointsPdf = (config?: MutationConfig<void, string>) =>
  useMutation({ ...config, mutationFn: downloadCheckpointsPdf });

export const useDownloadRoundsPdf = (config?: MutationConfig<void, RoundsPdfRequest>) =>
  useMutation({ ...config, mutationFn: downloadRoundsPdf });
