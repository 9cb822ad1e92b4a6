import * as MSG from '@secops/domain/messages';
import { FileText, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useReportSettings } from '../api/report-settings.ts';
import { useSentReports } from '../api/sent-reports.ts';
import { ReportSettingsForm } from './report-settings-form.tsx';
import { SendReportForm } from './send-report-form.tsx';
import { SentReportsTable } from './sent-reports-table.tsx';

/** "Rapport d'activité": when and to whom the client's report goes, a day's report sent at once, and what was sent. */
export function ActivityReportCard({ clientId, className }: { clientId: string; className?: string }) {
  const sendId = useId();
  const settings = useReportSettings(clientId);
  return (
    <Card
      className={className}
      aria-label={MSG.activityReportTitle}
      title={MSG.activityReportTitle}
      description={MSG.activityReportDescription}
    >
      {settings.isPending ? (
        <LoadingState className="py-6" />
      ) : settings.isError ? (
        <EmptyState
          icon={TriangleAlert}
          title={MSG.activityReportSettingsLoadError}
          description={errorMessage(settings.error, MSG.networkError)}
          action={<Button onClick={() => void settings.refetch()}>{MSG.uiRetry}</Button>}
          className="py-6"
        />
      ) : (
        <div className="space-y-6">
          <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <ReportSettingsForm clientId={clientId} initial={settings.data} />
            <section
              aria-labelledby={sendId}
              className="border-t border-slate-200 pt-5 xl:border-t-0 xl:border-l xl:pt-0 xl:pl-6"
            >
              <h3 id={sendId} className="mb-3 text-sm font-semibold text-slate-900">
                {MSG.activityReportSendTitle}
              </h3>
              <SendReportForm clientId={clientId} hasRecipients={settings.data.recipients.length > 0} />
            </section>
          </div>
          <div className="border-t border-slate-200 pt-5">
            <h3 className="mb-3 text-sm font-semibold text-slate-900">{MSG.activityReportHistory}</h3>
            <SentReports clientId={clientId} />
          </div>
        </div>
      )}
    </Card>
  );
}

function SentReports({ clientId }: { clientId: string }) {
  const reports = useSentReports(clientId);
  if (reports.isPending) return <LoadingState className="py-6" />;
  if (reports.isError)
    return (
      <EmptyState
        icon={TriangleAlert}
        title={MSG.activityReportHistoryLoadError}
        description={errorMessage(reports.error, MSG.networkError)}
        action={<Button onClick={() => void reports.refetch()}>{MSG.uiRetry}</Button>}
        className="py-6"
      />
    );
  if (reports.data.length === 0)
    return <EmptyState icon={FileText} title={MSG.activityReportHistoryEmpty} className="py-6" />;
  return <SentReportsTable clientId={clientId} reports={reports.data} />;
}
