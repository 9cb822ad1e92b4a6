import type { MissionDocument } from '@secops/domain/documents';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

/** Downloads a document with the session's bearer, under the name the server gives (its original name). */
export const downloadDocument = (missionId: string, document: MissionDocument): Promise<void> =>
  downloadFile(
    `/missions/${encodeURIComponent(missionId)}/documents/${encodeURIComponent(document.id)}/download`,
    document.fileName,
  );

export const useDownloadDocument = (missionId: string, config?: MutationConfig<void, MissionDocument>) =>
  useMutation({
    ...config,
    mutationFn: (document: MissionDocument) => downloadDocument(missionId, document),
  });
