import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { documentsQueryOptions } from './get-documents.ts';

/** Deletes a document and its file. */
export const deleteDocument = (missionId: string, documentId: string): Promise<void> =>
  api.delete<void>(`/missions/${encodeURIComponent(missionId)}/documents/${encodeURIComponent(documentId)}`);

export function useDeleteDocument(missionId: string, config?: MutationConfig<void, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (documentId: string) => deleteDocument(missionId, documentId),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: documentsQueryOptions(missionId).queryKey });
      return config?.onSuccess?.(...args);
    },
  });
}
