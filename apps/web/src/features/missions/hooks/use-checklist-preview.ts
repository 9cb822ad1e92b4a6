import { mergeChecklistTemplates, type ChecklistDraftItem } from '@secops/domain/checklists';
import { useMemo } from 'react';
import { useChecklistTemplates } from '../api/get-checklist-template.ts';

type AgentWithSpecialties = { id: string; specialties: readonly string[] };

/**
 * The check-list a new mission will get: the templates of the chosen agents' specialties merged without duplicates
 * (same label and category), each task naming the agents it concerns.
 */
export function useChecklistPreview(agents: readonly AgentWithSpecialties[]): {
  items: ChecklistDraftItem[];
  isLoading: boolean;
} {
  const specialties = useMemo(
    () => [...new Set(agents.flatMap((agent) => agent.specialties))].sort(),
    [agents],
  );
  const { templateOf, isLoading } = useChecklistTemplates(specialties);
  const items = useMemo(() => mergeChecklistTemplates(agents, templateOf), [agents, templateOf]);
  return { items, isLoading };
}
