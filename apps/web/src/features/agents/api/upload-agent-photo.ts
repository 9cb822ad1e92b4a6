import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { agentQueryOptions } from './get-agent.ts';
import { refreshAgentLists } from './get-agents.ts';

/** Sends the photo as multipart (field "file"); the server checks size (5 MB) and type (JPEG, PNG, WebP). */
export function uploadAgentPhoto(agentId: string, file: File): Promise<unknown> {
  const form = new FormData();
  form.append('file', file);
  return api.post(`/agents/${encodeURIComponent(agentId)}/photo`, form);
}

export function useUploadAgentPhoto(agentId: string, config?: MutationConfig<unknown, File>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (file: File) => uploadAgentPhoto(agentId, file),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: agentQueryOptions(agentId).queryKey });
      void refreshAgentLists(queryClient);
      return config?.onSuccess?.(...args);
    },
  });
}
