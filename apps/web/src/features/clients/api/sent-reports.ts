import type { SentReport } from '@secops/domain/client-reports';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

const base = (clientId: string) => `/clients/${encodeURIComponent(clientId)}/reports`;

/** GET /api/clients/{id}/reports: what was sent, newest first. */
export const getSentReports = (clientId: string): Promise<SentReport[]> =>
  api.get<SentReport[]>(base(clientId));

export const sentReportsQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: ['clients', 'reports', clientId], queryFn: () => getSentReports(clientId) });

/** A report still being sent is looked at again every few seconds, until it is sent or has failed for good. */
export const useSentReports = (clientId: string) =>
  useQuery({
    ...sentReportsQueryOptions(clientId),
    refetchInterval: (query) => (query.state.data?.some((r) => r.status === 'PENDING') ? 3_000 : false),
  });

/** POST /api/clients/{id}/reports/send: the report of one Paris day, sent at once to the saved recipients. */
export const sendReportNow = (clientId: string, date: string): Promise<SentReport> =>
  api.post<SentReport>(`${base(clientId)}/send`, { date });

export function useSendReportNow(clientId: string, config?: MutationConfig<SentReport, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (date: string) => sendReportNow(clientId, date),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: sentReportsQueryOptions(clientId).queryKey });
      return config?.onSuccess?.(...args);
    },
  });
}

/** The PDF as it was sent, fetched with the session. */
export const downloadSentReport = (clientId: string, report: SentReport): Promise<void> =>
  downloadFile(
    `${base(clientId)}/${encodeURIComponent(report.id)}/pdf`,
    `rapport-activite-${report.periodStart}.pdf`,
  );

export const useDownloadSentReport = (clientId: string, config?: MutationConfig<void, SentReport>) =>
  useMutation({ ...config, mutationFn: (report: SentReport) => downloadSentReport(clientId, report) });
