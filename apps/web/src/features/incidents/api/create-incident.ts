import type { Incident, IncidentCreateInput } from '@secops/domain/incidents.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { refreshIncidentViews } from './get-incidents.ts';

/** Reports an incident on an active mission. */
export const createIncident = (body: IncidentCreateInput): Promise<Incident> =>
  api.post<Incident>('/incidents', body);

export function useCreateIncident(config?: MutationConfig<Incident, IncidentCreateInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createIncident,
    onSuccess: (...args) => {
      refreshIncidentViews(queryClient);
      return config?.onSuccess?.(...args);
    },
  });
}
