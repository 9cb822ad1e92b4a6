import type { ChecklistBulkItemSchema, ChecklistItem } from '@secops/domain/missions.schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

export type NewMissionTask = z.output<typeof ChecklistBulkItemSchema>;
type AddMissionTaskInput = { missionId: string; task: NewMissionTask };

/** Adds one task after the mission's existing ones (the bulk call with a single item). */
export const addMissionTask = async ({ missionId, task }: AddMissionTaskInput): Promise<ChecklistItem[]> =>
  api.post<ChecklistItem[]>('/checklists/bulk', { missionId, items: [task] });

/** The mission page reads the check-list with the mission: its caller refreshes the mission on success. */
export const useAddMissionTask = (config?: MutationConfig<ChecklistItem[], AddMissionTaskInput>) =>
  useMutation({ ...config, mutationFn: addMissionTask });
