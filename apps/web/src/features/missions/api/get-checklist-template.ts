import {
  DEFAULT_CHECKLIST_TEMPLATES,
  type ChecklistTemplate,
  type TemplateTask,
} from '@secops/domain/checklists';
import { isDefaultSpecialty } from '@secops/domain/specialties';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A specialty's saved check-list template (the server gives the default tasks when none is saved). */
export const getChecklistTemplate = (specialty: string): Promise<ChecklistTemplate> =>
  api.get<ChecklistTemplate>(`/checklists/templates/${encodeURIComponent(specialty)}`);

export const checklistTemplateQueryOptions = (specialty: string) =>
  queryOptions({
    queryKey: ['checklist-templates', specialty],
    queryFn: () => getChecklistTemplate(specialty),
    retry: false,
  });

/** The built-in tasks of a specialty, used while its saved template loads or when it cannot be read. */
const defaultTasks = (specialty: string): readonly TemplateTask[] =>
  isDefaultSpecialty(specialty) ? DEFAULT_CHECKLIST_TEMPLATES[specialty] : [];

/** The template of each specialty: the saved one when the server gives it, else the defaults. */
export function useChecklistTemplates(specialties: readonly string[]) {
  return useQueries({
    queries: specialties.map((specialty) => checklistTemplateQueryOptions(specialty)),
    combine: (results) => {
      const bySpecialty = new Map<string, readonly TemplateTask[]>();
      specialties.forEach((specialty, index) => {
        bySpecialty.set(specialty, results[index]?.data?.items ?? defaultTasks(specialty));
      });
      return {
        templateOf: (specialty: string) => bySpecialty.get(specialty) ?? defaultTasks(specialty),
        isLoading: results.some((result) => result.isPending),
      };
    },
  });
}
