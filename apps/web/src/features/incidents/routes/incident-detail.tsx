import * as MSG from '@secops/domain/messages';
import { ArrowLeft, FileDown, SearchX, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { useDownloadIncidentReport } from '../api/download-incident-report.ts';
import { useIncident } from '../api/get-incident.ts';
import { IncidentStatusBadge, SeverityBadge } from '../components/incident-badges.tsx';
import { IncidentFacts } from '../components/incident-facts.tsx';
import { IncidentFollowUp } from '../components/incident-follow-up.tsx';
import { IncidentNoteForm } from '../components/incident-note-form.tsx';
import { IncidentTimeline } from '../components/incident-timeline.tsx';
import { useLiveIncidents } from '../hooks/use-live-incidents.ts';

const LIST_PATH = '/admin/incidents';

/**
 * /admin/incidents/{id}: what happened, where and when, its photos, who is in charge and its status, the timeline
 * with staff notes, and the report for the client as a PDF. Kept current live.
 */
export function IncidentDetailRoute() {
  const { id = '' } = useParams();
  useLiveIncidents();
  const incident = useIncident(id);
  const pdf = useDownloadIncidentReport({
    onError: (error) => toast.error(errorMessage(error, MSG.documentDownloadError)),
  });

  const back = (
    <Link
      to={LIST_PATH}
      className="mb-3 inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {MSG.uiBack}
    </Link>
  );

  if (incident.isPending) return <LoadingState />;
  if (incident.isError) {
    const notFound = incident.error instanceof ApiError && incident.error.status === 404;
    return (
      <>
        {back}
        <Card>
          <EmptyState
            icon={notFound ? SearchX : TriangleAlert}
            title={notFound ? MSG.incidentNotFound : MSG.incidentsLoadError}
            description={notFound ? undefined : errorMessage(incident.error, MSG.networkError)}
            action={
              notFound ? (
                <Link to={LIST_PATH} className={buttonClasses({ variant: 'secondary' })}>
                  {MSG.uiBack}
                </Link>
              ) : (
                <Button onClick={() => void incident.refetch()}>{MSG.uiRetry}</Button>
              )
            }
          />
        </Card>
      </>
    );
  }

  const data = incident.data;
  return (
    <>
      {back}
      <PageHeader
        title={data.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <IncidentStatusBadge status={data.status} />
            <SeverityBadge severity={data.severity} />
          </span>
        }
        actions={
          <Button
            variant="secondary"
            icon={<FileDown aria-hidden="true" />}
            isLoading={pdf.isPending}
            onClick={() => pdf.mutate(data.id)}
          >
            {MSG.incidentReportPdf}
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <IncidentFacts incident={data} />
          <Card title={MSG.incidentTimelineTitle}>
            <div className="space-y-6">
              <IncidentTimeline items={data.timeline} />
              <div className="border-t border-slate-200 pt-5">
                <IncidentNoteForm incidentId={data.id} />
              </div>
            </div>
          </Card>
        </div>
        <div>
          <IncidentFollowUp key={data.id} incident={data} />
        </div>
      </div>
    </>
  );
}
