import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

/** The incident's report for the client, as a PDF with its photos and timeline. */
export const downloadIncidentReport = (id: string): Promise<void> =>
  downloadFile(`/incidents/${encodeURIComponent(id)}/report.pdf`, `incident-${id}.pdf`);

export const useDownloadIncidentReport = (config?: MutationConfig<void, string>) =>
  useMutation({ ...config, mutationFn: downloadIncidentReport });
