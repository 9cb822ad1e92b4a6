import type { WorkingTimeSettings } from '@secops/domain/working-time';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET/PUT /api/settings/working-time: the limits checked on every planning write. */
export const getWorkingTimeSettings = (): Promise<WorkingTimeSettings> =>
  api.get<WorkingTimeSettings>('/settings/working-time');
export const saveWorkingTimeSettings = (body: WorkingTimeSettings): Promise<WorkingTimeSettings> =>
  api.put<WorkingTimeSettings>('/settings/working-time', body);

export const workingTimeSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'working-time'], queryFn: getWorkingTimeSettings });

export const useWorkingTimeSettings = () => useQuery(workingTimeSettingsQueryOptions());

export function useSaveWorkingTimeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkingTimeSettings,
    onSuccess: (saved) => queryClient.setQueryData(workingTimeSettingsQueryOptions().queryKey, saved),
  });
}
