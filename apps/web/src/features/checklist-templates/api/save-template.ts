import type { ChecklistTemplate } from '@secops/domain/checklists';
import type { ChecklistTemplateSave } from '@secops/domain/checklist-templates.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { storeTemplate } from './get-template.ts';

const path = (specialty: string) => `/checklists/templates/${encodeURIComponent(specialty)}`;

/** Replaces the specialty's template with these tasks, in this order. */
export const saveTemplate = (specialty: string, body: ChecklistTemplateSave): Promise<ChecklistTemplate> =>
  api.put<ChecklistTemplate>(path(specialty), body);

/** Goes back to the specialty's default tasks (none for a specialty added by hand). */
export const resetTemplate = (specialty: string): Promise<ChecklistTemplate> =>
  api.post<ChecklistTemplate>(`${path(specialty)}/reset`);

export function useSaveTemplate(
  specialty: string,
  config?: MutationConfig<ChecklistTemplate, ChecklistTemplateSave>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (body: ChecklistTemplateSave) => saveTemplate(specialty, body),
    onSuccess: (...args) => {
      storeTemplate(queryClient, args[0]);
      return config?.onSuccess?.(...args);
    },
  });
}

export function useResetTemplate(specialty: string, config?: MutationConfig<ChecklistTemplate, void>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: () => resetTemplate(specialty),
    onSuccess: (...args) => {
      storeTemplate(queryClient, args[0]);
      return config?.onSuccess?.(...args);
    },
  });
}
