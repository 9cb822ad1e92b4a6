import type { CalendarLink, CalendarTokenStatus } from '@secops/domain/calendar';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

const PATH = '/calendar/token';

/** Whether the signed-in user has an active calendar link (its URL is only ever shown when made). */
export const getCalendarStatus = (): Promise<CalendarTokenStatus> => api.get<CalendarTokenStatus>(PATH);

/** A new link, replacing the previous one. */
export const createCalendarLink = (): Promise<CalendarLink> => api.post<CalendarLink>(PATH);

export const revokeCalendarLink = (): Promise<void> => api.delete<void>(PATH);

export const calendarStatusQueryOptions = () =>
  queryOptions({ queryKey: ['calendar', 'token'], queryFn: getCalendarStatus });

export const useCalendarStatus = () => useQuery(calendarStatusQueryOptions());

function useLinkChange<R>(fn: () => Promise<R>, config?: MutationConfig<R, void>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: fn,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: calendarStatusQueryOptions().queryKey });
      return config?.onSuccess?.(...args);
    },
  });
}

export const useCreateCalendarLink = (config?: MutationConfig<CalendarLink, void>) =>
  useLinkChange(createCalendarLink, config);

export const useRevokeCalendarLink = (config?: MutationConfig<void, void>) =>
  useLinkChange(revokeCalendarLink, config);
