import type { Shift, ShiftCreateInput } from '@secops/domain/planning.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { refreshShiftViews } from './get-mission-shifts.ts';

/** Plans a shift; a recurring request answers the array of its occurrences. */
export const createShifts = (body: ShiftCreateInput): Promise<Shift | Shift[]> =>
  api.post<Shift | Shift[]>('/planning/shifts', body);

export function useCreateShifts(
  missionId: string,
  config?: MutationConfig<Shift | Shift[], ShiftCreateInput>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createShifts,
    onSuccess: (...args) => {
      refreshShiftViews(queryClient, missionId);
      return config?.onSuccess?.(...args);
    },
  });
}
