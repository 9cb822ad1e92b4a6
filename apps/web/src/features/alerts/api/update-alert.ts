import type { Alert, AlertResolve } from '@secops/domain/alerts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { upsertAlert } from '../utils/alerts-cache.ts';
import type { AlertsKey } from './get-alerts.ts';

/** A new state of an alert (answered here or told by the socket) goes into every list shown, where it belongs. */
export function putAlertInLists(queryClient: QueryClient, alert: Alert): void {
  const now = new Date();
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['alerts', 'list'] })) {
    const [, , filters] = query.queryKey as AlertsKey;
    queryClient.setQueryData<Alert[]>(query.queryKey, (list) =>
      list ? upsertAlert(list, alert, filters, now) : list,
    );
  }
}

/** After a reconnection the alerts told meanwhile were missed: the lists are read again. */
export const refreshAlerts = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: ['alerts', 'list'] });

function useAlertMutation<T>(send: (vars: T) => Promise<Alert>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (alert) => putAlertInLists(queryClient, alert),
  });
}

/** POST /api/alerts/{id}/acknowledge: the alert is taken by the signed-in staff member. */
export const useAcknowledgeAlert = () =>
  useAlertMutation((id: string) => api.post<Alert>(`/alerts/${encodeURIComponent(id)}/acknowledge`));

/** POST /api/alerts/{id}/resolve with the note of what was done. */
export const useResolveAlert = () =>
  useAlertMutation(({ id, ...body }: AlertResolve & { id: string }) =>
    api.post<Alert>(`/alerts/${encodeURIComponent(id)}/resolve`, body),
  );
