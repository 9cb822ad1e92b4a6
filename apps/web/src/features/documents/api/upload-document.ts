import type { MissionDocument } from '@secops/domain/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { documentsQueryOptions } from './get-documents.ts';

export type DocumentUpload = { file: File; description: string };

/** Sends one file as multipart/form-data (`file`, then an optional `description`); the server checks its type. */
export function uploadDocument(
  missionId: string,
  { file, description }: DocumentUpload,
): Promise<MissionDocument> {
  const form = new FormData();
  if (description.trim()) form.append('description', description.trim());
  form.append('file', file, file.name);
  return api.post<MissionDocument>(`/missions/${encodeURIComponent(missionId)}/documents/upload`, form);
}

export function useUploadDocument(
  missionId: string,
  config?: MutationConfig<MissionDocument, DocumentUpload>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (upload: DocumentUpload) => uploadDocument(missionId, upload),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: documentsQueryOptions(missionId).queryKey });
      return config?.onSuccess?.(...args);
    },
  });
}
