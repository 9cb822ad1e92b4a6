import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

/** The mission report PDF, saved as mission-{id}-rapport.pdf. */
export const downloadMissionReport = (id: string): Promise<void> =>
  downloadFile(`/missions/${encodeURIComponent(id)}/report/pdf`, `mission-${id}-rapport.pdf`);

export const useDownloadMissionReport = (config?: MutationConfig<void, string>) =>
  useMutation({ ...config, mutationFn: downloadMissionReport });
