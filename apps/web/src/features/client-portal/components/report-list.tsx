import type { ClientReport } from '@secops/domain/client-reports';
import * as MSG from '@secops/domain/messages';
import { Download, FileText } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { API_BASE } from '../../../lib/api-base.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { reportPdfPath, useDownloadReport } from '../api/downloads.ts';
import { reportPeriodLabel } from '../utils/display.ts';

// The kinds as the client reads them (the staff's labels are for the settings): named here, and the domain's module
// of report settings stays out of the portal's chunks.
const REPORT_KIND_NAMES: Record<ClientReport['kind'], string> = {
  DAILY: MSG.portalReportDaily,
  WEEKLY: MSG.portalReportWeekly,
  MANUAL: MSG.portalReportManual,
};

type ReportItemProps = {
  report: ClientReport;
  downloading: boolean;
  onDownload: (report: ClientReport) => void;
};

function ReportItem({ report, downloading, onDownload }: ReportItemProps) {
  const titleId = useId();
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
        <FileText aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p id={titleId} className="font-semibold text-slate-900 tabular-nums">
          {reportPeriodLabel(report)}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
          <Badge tone={report.kind === 'MANUAL' ? 'neutral' : 'blue'}>{REPORT_KIND_NAMES[report.kind]}</Badge>
          {report.sentAt && (
            <span className="tabular-nums">
              {formatMessage(MSG.portalReportSentAt, { date: formatDateTime(report.sentAt) })}
            </span>
          )}
        </p>
      </div>
      <a
        href={`${API_BASE}${reportPdfPath(report.id)}`}
        aria-describedby={titleId}
        aria-busy={downloading || undefined}
        onClick={(event) => {
          // The API wants the session's bearer, which a plain link would not send.
          event.preventDefault();
          onDownload(report);
        }}
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        {downloading ? <Spinner size="sm" /> : <Download aria-hidden="true" />}
        {MSG.portalReportDownload}
      </a>
    </li>
  );
}

/** The reports sent to the company, newest first, each with its PDF as it was sent. */
export function ReportList({ reports }: { reports: readonly ClientReport[] }) {
  const download = useDownloadReport({
    onError: (error) => toast.error(errorMessage(error, MSG.portalReportDownloadError)),
  });
  return (
    <ul
      aria-label={MSG.portalReportsList}
      className="max-w-4xl divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {reports.map((report) => (
        <ReportItem
          key={report.id}
          report={report}
          downloading={download.isPending && download.variables.id === report.id}
          onDownload={(chosen) => download.mutate(chosen)}
        />
      ))}
    </ul>
  );
}
