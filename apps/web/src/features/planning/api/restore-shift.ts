import type { Shift } from '@secops/domain/planning.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { refreshShiftViews } from './get-mission-shifts.ts';

/** Brings back a shift deleted in the last 10 minutes ("Annuler" on the 'Horaire supprimé' toast). */
export const restoreShift = (id: string): Promise<Shift> =>
  api.post<Shift>(`/planning/shifts/${encodeURIComponent(id)}/restore`);

export function useRestoreShift(missionId: string, config?: MutationConfig<Shift, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: restoreShift,
    onSuccess: (...args) => {
      refreshShiftViews(queryClient, missionId);
      return config?.onSuccess?.(...args);
    },
  });
}
