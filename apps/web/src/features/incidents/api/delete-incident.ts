import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { refreshIncidentViews } from './get-incidents.ts';

/** Deletes an incident (SUPERADMIN and ADMIN; an archived mission's incidents are kept). */
export const deleteIncident = (id: string): Promise<void> =>
  api.delete<void>(`/incidents/${encodeURIComponent(id)}`);

export function useDeleteIncident(config?: MutationConfig<void, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteIncident,
    onSuccess: (...args) => {
      refreshIncidentViews(queryClient);
      return config?.onSuccess?.(...args);
    },
  });
}
