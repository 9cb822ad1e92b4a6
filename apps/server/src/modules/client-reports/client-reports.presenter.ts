import type { ClientReport, SentReport } from '@secops/domain/client-reports';
import type { ReportListRow } from './client-reports.repository.ts';

/** What staff read of a report: to whom, its status and attempts, and the link of its PDF. */
export const presentSentReport = (row: ReportListRow): SentReport => ({
  id: row.id,
  kind: row.kind,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  recipients: row.recipients,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  pdfUrl: `/api/clients/${row.clientId}/reports/${row.id}/pdf`,
});

/** What the client reads of its report: the period, when it was sent and its PDF; not the recipients or errors. */
export const presentClientReport = (row: ReportListRow): ClientReport => ({
  id: row.id,
  kind: row.kind,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  sentAt: row.sentAt?.toISOString() ?? null,
  pdfUrl: `/api/client/reports/${row.id}/pdf`,
});
