import type { UserSummary } from '@secops/domain/auth';
import type { MissionListItem } from '@secops/domain/missions.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every mission, for the mission filter of the company-wide main courante. */
export const logbookMissionOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['logbook-options', 'missions'],
    queryFn: () => api.get<MissionListItem[]>('/missions'),
    staleTime: 60_000,
  });

/** Every account (staff and guards), for the author filter. */
export const logbookAuthorOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['logbook-options', 'authors'],
    queryFn: () => api.get<UserSummary[]>('/users'),
    staleTime: 60_000,
  });

export const useLogbookMissionOptions = () => useQuery(logbookMissionOptionsQueryOptions());
export const useLogbookAuthorOptions = () => useQuery(logbookAuthorOptionsQueryOptions());
