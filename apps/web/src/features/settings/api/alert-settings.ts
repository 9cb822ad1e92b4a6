import type { AlertSettings } from '@secops/domain/alerts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET/PUT /api/settings/alerts: the thresholds of the dispatch alerts. */
export const getAlertSettings = (): Promise<AlertSettings> => api.get<AlertSettings>('/settings/alerts');
export const saveAlertSettings = (body: AlertSettings): Promise<AlertSettings> =>
  api.put<AlertSettings>('/settings/alerts', body);

export const alertSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'alerts'], queryFn: getAlertSettings });

export const useAlertSettings = () => useQuery(alertSettingsQueryOptions());

export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlertSettings,
    onSuccess: (saved) => queryClient.setQueryData(alertSettingsQueryOptions().queryKey, saved),
  });
}
