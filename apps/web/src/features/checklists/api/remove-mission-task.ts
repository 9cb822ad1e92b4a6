import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

/** Removes a task of a mission, with its ticks. */
export const removeMissionTask = (taskId: string): Promise<void> =>
  api.delete<void>(`/checklists/items/${encodeURIComponent(taskId)}`);

/** The mission page reads the check-list with the mission: its caller refreshes the mission on success. */
export const useRemoveMissionTask = (config?: MutationConfig<void, string>) =>
  useMutation({ ...config, mutationFn: removeMissionTask });
