import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

export type LogbookPdfRequest = { missionId: string; from?: string; to?: string };

/** The mission's main courante as a PDF (the server prints the last 24 h when no period is given). */
export const downloadLogbookPdf = ({ missionId, from, to }: LogbookPdfRequest): Promise<void> =>
  downloadFile(
    `/missions/${encodeURIComponent(missionId)}/logbook.pdf`,
    `mission-${missionId}-main-courante.pdf`,
    { query: { from, to } },
  );

export const useDownloadLogbookPdf = (config?: MutationConfig<void, LogbookPdfRequest>) =>
  useMutation({ ...config, mutationFn: downloadLogbookPdf });
