import type { Shift, ShiftUpdateInput } from '@secops/domain/planning.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { refreshShiftViews } from './get-mission-shifts.ts';

export type ShiftChange = { id: string; missionId: string; body: ShiftUpdateInput };

/** Moves, resizes or edits a shift (or the rest of its series with `scope`), under the same rules as planning it. */
export const updateShift = ({ id, body }: ShiftChange): Promise<Shift | Shift[]> =>
  api.patch<Shift | Shift[]>(`/planning/shifts/${encodeURIComponent(id)}`, body);

export function useUpdateShift(config?: MutationConfig<Shift | Shift[], ShiftChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateShift,
    onSuccess: (...args) => {
      const [updated, change] = args;
      refreshShiftViews(queryClient, change.missionId);
      const moved = Array.isArray(updated) ? updated[0] : updated;
      if (moved && moved.missionId !== change.missionId) refreshShiftViews(queryClient, moved.missionId);
      return config?.onSuccess?.(...args);
    },
  });
}
