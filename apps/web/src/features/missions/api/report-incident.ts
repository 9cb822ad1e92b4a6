import type { Incident, IncidentCreateInput } from '@secops/domain/incidents.schemas';
import { isField } from '@secops/domain/role-access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { useSessionUser } from '../../auth/index.ts';
import { sendIncident, sendOrQueue } from '../../offline/index.ts';
import { missionQueryOptions } from './get-mission.ts';

/** A report and the photos taken with it (already made small on the phone). */
export type IncidentReport = IncidentCreateInput & { clientRequestId: string; photos?: Blob[] };

/**
 * Sends the photos, then the report naming them (the server names the reporter from the session); a guard's report
 * that cannot reach the server is kept on the phone with its photos and sent with the network (null then), dated
 * when it was sent (the server keeps that time). Its clientRequestId makes a report sent twice (an answer lost on
 * the way) one incident, and its photos' ids follow from it.
 */
async function reportOrQueue(
  { photos = [], ...body }: IncidentReport,
  queueWhenUnreachable: boolean,
): Promise<Incident | null> {
  const occurredAt = body.occurredAt ?? new Date().toISOString();
  const send = () => sendIncident(body, photos);
  if (!queueWhenUnreachable) return send();
  return sendOrQueue(send, { kind: 'incident', body: { ...body, occurredAt }, photos });
}

export function useReportMissionIncident(
  missionId: string,
  config?: MutationConfig<Incident | null, IncidentReport>,
) {
  const queryClient = useQueryClient();
  const role = useSessionUser()?.role;
  const fieldUser = role !== undefined && isField(role);
  return useMutation({
    ...config,
    // A guard's report runs even when the browser says it is offline: it is then queued rather than left waiting.
    networkMode: fieldUser ? 'always' : 'online',
    mutationFn: (body) => reportOrQueue(body, fieldUser),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: missionQueryOptions(missionId).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      return config?.onSuccess?.(...args);
    },
  });
}
