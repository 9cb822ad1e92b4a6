import * as MSG from '@secops/domain/messages';
import { ChevronLeft, ChevronRight, FileDown, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { useExportAttendances } from '../api/export-attendances.ts';
import {
  NO_FILTERS,
  REPORT_PAGE_SIZE,
  useAttendanceReport,
  type ReportFilters as Filters,
} from '../api/get-attendance-report.ts';
import { ReportFilters } from '../components/report-filters.tsx';
import { ReportStats } from '../components/report-stats.tsx';
import { ReportTable } from '../components/report-table.tsx';

/** /admin/pointages "Compte Rendu des Pointages": totals, filters, the table page by page, PDF and CSV exports. */
export function AttendanceReportRoute() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const report = useAttendanceReport(filters, page);
  const exporting = useExportAttendances();
  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPage(0);
  };
  const total = report.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / REPORT_PAGE_SIZE));

  return (
    <div className="space-y-6">
      <PageHeader
        title={MSG.titleAttendanceReport}
        actions={
          <>
            <Button
              variant="secondary"
              icon={<FileDown aria-hidden="true" />}
              isLoading={exporting.isPending && exporting.variables?.format === 'pdf'}
              onClick={() => exporting.mutate({ format: 'pdf', filters })}
            >
              {MSG.reportExportPdf}
            </Button>
            <Button
              variant="secondary"
              icon={<FileSpreadsheet aria-hidden="true" />}
              isLoading={exporting.isPending && exporting.variables?.format === 'csv'}
              onClick={() => exporting.mutate({ format: 'csv', filters })}
            >
              {MSG.reportExportCsv}
            </Button>
          </>
        }
      />
      {report.data && <ReportStats stats={report.data.stats} />}
      <ReportFilters value={filters} onChange={changeFilters} />
      {report.isPending ? (
        <LoadingState />
      ) : report.isError ? (
        <EmptyState title={MSG.reportLoadError} />
      ) : total === 0 ? (
        <EmptyState title={MSG.attendanceReportEmpty} />
      ) : (
        // While another filter or page is fetched, the rows shown are the previous ones: said, and dimmed.
        <div
          aria-busy={report.isPlaceholderData}
          className={cn('space-y-6 transition-opacity', report.isPlaceholderData && 'opacity-60')}
        >
          <ReportTable rows={report.data.attendances} />
          <nav
            aria-label={MSG.reportTable}
            className="flex items-center justify-between gap-3 text-sm text-slate-600"
          >
            <span>
              {formatMessage(MSG.reportCount, {
                from: page * REPORT_PAGE_SIZE + 1,
                to: Math.min(total, (page + 1) * REPORT_PAGE_SIZE),
                total,
              })}
            </span>
            <span className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                aria-label={MSG.reportPrevious}
                icon={<ChevronLeft aria-hidden="true" />}
                disabled={page === 0}
                onClick={() => setPage(page - 1)}
              />
              <Button
                variant="secondary"
                size="sm"
                aria-label={MSG.reportNext}
                icon={<ChevronRight aria-hidden="true" />}
                disabled={page + 1 >= pages}
                onClick={() => setPage(page + 1)}
              />
            </span>
          </nav>
        </div>
      )}
    </div>
  );
}
