import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { refreshShiftViews } from './get-mission-shifts.ts';

/** Removes a shift (refused once it has attendances, or on an archived mission). */
export const deleteShift = (id: string): Promise<void> =>
  api.delete<void>(`/planning/shifts/${encodeURIComponent(id)}`);

export function useDeleteShift(missionId: string, config?: MutationConfig<void, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteShift,
    onSuccess: (...args) => {
      refreshShiftViews(queryClient, missionId);
      return config?.onSuccess?.(...args);
    },
  });
}
