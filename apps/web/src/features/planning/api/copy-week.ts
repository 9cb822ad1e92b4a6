import type { CopyWeek, CopyWeekResult } from '@secops/domain/planning-board';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/planning/copy-week: the week's shifts copied to another week, with those skipped and why. */
export const copyWeek = (body: CopyWeek): Promise<CopyWeekResult> =>
  api.post<CopyWeekResult>('/planning/copy-week', body);

export function useCopyWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyWeek,
    // Every mission's shift list may have grown, and the weeks with them.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['planning'] }),
  });
}
