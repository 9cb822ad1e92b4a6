import type { IncidentTimelineItem } from '@secops/domain/incidents.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { incidentQueryOptions } from './get-incident.ts';

export type IncidentNote = { id: string; text: string };

/** A staff note added to the incident's timeline. */
export const addIncidentNote = ({ id, text }: IncidentNote): Promise<IncidentTimelineItem> =>
  api.post<IncidentTimelineItem>(`/incidents/${encodeURIComponent(id)}/notes`, { text });

export function useAddIncidentNote(config?: MutationConfig<IncidentTimelineItem, IncidentNote>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: addIncidentNote,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: incidentQueryOptions(args[1].id).queryKey });
      return config?.onSuccess?.(...args);
    },
  });
}
