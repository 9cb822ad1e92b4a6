import type { Incident, IncidentCreateInput } from '@secops/domain/incidents.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { missionQueryOptions } from './get-mission.ts';

/** Reports an incident on this mission; the server names the reporter from the session when none is given. */
export const reportMissionIncident = (body: IncidentCreateInput): Promise<Incident> =>
  api.post<Incident>('/incidents', body);

export function useReportMissionIncident(
  missionId: string,
  config?: MutationConfig<Incident, IncidentCreateInput>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: reportMissionIncident,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: missionQueryOptions(missionId).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      return config?.onSuccess?.(...args);
    },
  });
}
