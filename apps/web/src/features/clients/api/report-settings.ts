import type { ReportSettings, ReportSettingsView } from '@secops/domain/client-reports';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

const path = (clientId: string) => `/clients/${encodeURIComponent(clientId)}/report-settings`;

/** GET/PUT /api/clients/{id}/report-settings: recipients, frequency, Paris time and weekday of the activity report. */
export const getReportSettings = (clientId: string): Promise<ReportSettingsView> =>
  api.get<ReportSettingsView>(path(clientId));
export const saveReportSettings = (clientId: string, body: ReportSettings): Promise<ReportSettingsView> =>
  api.put<ReportSettingsView>(path(clientId), body);

export const reportSettingsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['clients', 'report-settings', clientId],
    queryFn: () => getReportSettings(clientId),
  });

export const useReportSettings = (clientId: string) => useQuery(reportSettingsQueryOptions(clientId));

export function useSaveReportSettings(
  clientId: string,
  config?: MutationConfig<ReportSettingsView, ReportSettings>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (body: ReportSettings) => saveReportSettings(clientId, body),
    onSuccess: (...args) => {
      queryClient.setQueryData(reportSettingsQueryOptions(clientId).queryKey, args[0]);
      return config?.onSuccess?.(...args);
    },
  });
}
