import type { Incident, IncidentUpdate } from '@secops/domain/incidents.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { refreshIncidentViews } from './get-incidents.ts';

export type IncidentChange = IncidentUpdate & { id: string };

/**
 * Moves an incident along OPEN → IN_PROGRESS → RESOLVED → CLOSED (RESOLVED may go back to IN_PROGRESS), records its
 * resolution (required, now or before, to reach Résolu) or names the staff member in charge (null: nobody).
 */
export const updateIncident = ({ id, ...change }: IncidentChange): Promise<Incident> =>
  api.patch<Incident>(`/incidents/${encodeURIComponent(id)}`, change);

export function useUpdateIncident(config?: MutationConfig<Incident, IncidentChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateIncident,
    onSuccess: (...args) => {
      refreshIncidentViews(queryClient);
      return config?.onSuccess?.(...args);
    },
  });
}
