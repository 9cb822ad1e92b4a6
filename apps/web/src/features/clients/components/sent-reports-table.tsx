import {
  REPORT_KIND_LABELS,
  REPORT_STATUS_LABELS,
  type ReportStatus,
  type SentReport,
} from '@secops/domain/client-reports';
import * as MSG from '@secops/domain/messages';
import { FileDown } from 'lucide-react';
import { toast } from 'sonner';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { API_BASE } from '../../../lib/api-base.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/date-text.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDownloadSentReport } from '../api/sent-reports.ts';

const STATUS_TONES: Record<ReportStatus, BadgeTone> = { PENDING: 'blue', SENT: 'green', FAILED: 'red' };

const HEADERS = [
  MSG.activityReportPeriod,
  MSG.activityReportKind,
  MSG.activityReportRecipients,
  MSG.activityReportStatus,
  MSG.activityReportSentAt,
  MSG.activityReportPdf,
];

export const reportPeriod = (report: Pick<SentReport, 'periodStart' | 'periodEnd'>): string =>
  report.periodStart === report.periodEnd
    ? formatDate(report.periodStart)
    : formatMessage(MSG.activityReportPeriodRange, {
        from: formatDate(report.periodStart),
        to: formatDate(report.periodEnd),
      });

/** The reports sent to the client, newest first: period, kind, recipients, status, when, and the PDF as sent. */
export function SentReportsTable({ clientId, reports }: { clientId: string; reports: SentReport[] }) {
  const download = useDownloadSentReport(clientId, {
    onError: (error) => toast.error(errorMessage(error, MSG.activityReportPdfError)),
  });
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200"
      tabIndex={0}
      role="region"
      aria-label={MSG.activityReportHistory}
    >
      <table className="w-full min-w-[720px] text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col" className="px-4 py-3 whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {reports.map((report) => (
            <tr key={report.id} className="align-top">
              <th scope="row" id={`report-${report.id}`} className="px-4 py-3 font-medium text-slate-900">
                {reportPeriod(report)}
              </th>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                {REPORT_KIND_LABELS[report.kind]}
              </td>
              <td className="px-4 py-3 text-slate-700">
                <ul>
                  {report.recipients.map((email) => (
                    <li key={email} className="whitespace-nowrap">
                      {email}
                    </li>
                  ))}
                </ul>
              </td>
              <td className="px-4 py-3">
                <Badge tone={STATUS_TONES[report.status]}>{REPORT_STATUS_LABELS[report.status]}</Badge>
                {report.status === 'PENDING' && report.attempts > 0 && (
                  <span className="mt-1 block text-xs text-slate-600">
                    {formatMessage(MSG.activityReportAttempts, { n: report.attempts })}
                  </span>
                )}
                {report.status !== 'SENT' && report.lastError && (
                  <span className="mt-1 block max-w-56 text-xs break-words text-red-700">
                    {report.lastError}
                  </span>
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700 tabular-nums">
                {report.sentAt ? formatDateTime(report.sentAt) : '—'}
              </td>
              <td className="px-4 py-3">
                <a
                  href={`${API_BASE}/clients/${encodeURIComponent(clientId)}/reports/${encodeURIComponent(report.id)}/pdf`}
                  aria-describedby={`report-${report.id}`}
                  aria-busy={(download.isPending && download.variables.id === report.id) || undefined}
                  onClick={(event) => {
                    // The API wants the session's bearer, which a plain link would not send.
                    event.preventDefault();
                    download.mutate(report);
                  }}
                  className="inline-flex items-center gap-1 font-medium text-blue-700 hover:underline"
                >
                  <FileDown aria-hidden="true" className="size-4" />
                  {MSG.activityReportPdf}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
