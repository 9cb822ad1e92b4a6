import type { ChecklistTemplate } from '@secops/domain/checklists';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A specialty's saved template, else its default tasks (isDefault); a specialty added by hand starts empty. */
export const getTemplate = (specialty: string): Promise<ChecklistTemplate> =>
  api.get<ChecklistTemplate>(`/checklists/templates/${encodeURIComponent(specialty)}`);

const TEMPLATES = 'checklist-templates';

export const templateQueryOptions = (specialty: string) =>
  queryOptions({ queryKey: [TEMPLATES, 'editor', specialty], queryFn: () => getTemplate(specialty) });

export const useTemplate = (specialty: string) => useQuery(templateQueryOptions(specialty));

/**
 * Keeps the answer of a save or reset as the editor's template, and marks every other reading of the templates
 * (a new mission's check-list preview) as stale, so the change shows there too.
 */
export function storeTemplate(queryClient: QueryClient, template: ChecklistTemplate): void {
  queryClient.setQueryData(templateQueryOptions(template.specialty).queryKey, template);
  void queryClient.invalidateQueries({
    queryKey: [TEMPLATES],
    predicate: (query) => query.queryKey[1] !== 'editor',
  });
}
