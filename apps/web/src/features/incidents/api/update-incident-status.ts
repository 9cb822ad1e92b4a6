import type { IncidentStatus } from '@secops/domain/incidents';
import type { Incident } from '@secops/domain/incidents.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { refreshIncidentViews } from './get-incidents.ts';

export type IncidentStatusChange = { id: string; status: IncidentStatus };

/** Moves an incident along OPEN → IN_PROGRESS → RESOLVED → CLOSED (RESOLVED may go back to IN_PROGRESS). */
export const updateIncidentStatus = ({ id, status }: IncidentStatusChange): Promise<Incident> =>
  api.patch<Incident>(`/incidents/${encodeURIComponent(id)}`, { status });

export function useUpdateIncidentStatus(config?: MutationConfig<Incident, IncidentStatusChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateIncidentStatus,
    onSuccess: (...args) => {
      refreshIncidentViews(queryClient);
      return config?.onSuccess?.(...args);
    },
  });
}
