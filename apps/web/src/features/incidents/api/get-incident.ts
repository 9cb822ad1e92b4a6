import type { IncidentDetail } from '@secops/domain/incidents.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** One incident with its timeline, oldest first. */
export const getIncident = (id: string): Promise<IncidentDetail> =>
  api.get<IncidentDetail>(`/incidents/${encodeURIComponent(id)}`);

/** Under ['incidents'], so every change to incidents reads it again. */
export const incidentQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['incidents', 'detail', id], queryFn: () => getIncident(id) });

export const useIncident = (id: string) => useQuery(incidentQueryOptions(id));
