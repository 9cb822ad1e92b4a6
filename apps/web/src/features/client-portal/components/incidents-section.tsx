import type { ClientIncident } from '@secops/domain/client-portal';
import {
  INCIDENT_STATUS_LABELS,
  INCIDENT_TYPE_LABELS,
  severityBadge,
  type IncidentStatus,
} from '@secops/domain/incidents';
import * as MSG from '@secops/domain/messages';
import { FileDown, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { API_BASE } from '../../../lib/api-base.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { incidentReportPath, useDownloadIncidentReport } from '../api/downloads.ts';

const STATUS_TONES: Record<IncidentStatus, BadgeTone> = {
  OPEN: 'red',
  IN_PROGRESS: 'yellow',
  RESOLVED: 'green',
  CLOSED: 'neutral',
};

type IncidentItemProps = {
  incident: ClientIncident;
  downloading: boolean;
  onDownload: (incidentId: string) => void;
};

function IncidentItem({ incident, downloading, onDownload }: IncidentItemProps) {
  const titleId = useId();
  const severity = severityBadge(incident.severity);
  return (
    <li className="py-4">
      <article aria-labelledby={titleId}>
        <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
          <div className="min-w-0">
            <h3 id={titleId} className="text-sm font-semibold break-words text-slate-900">
              {incident.title}
            </h3>
            <p className="mt-0.5 text-sm text-slate-600 tabular-nums">
              <time dateTime={incident.occurredAt}>{formatDateTime(incident.occurredAt)}</time>
            </p>
          </div>
          <div className="flex flex-wrap gap-1.5">
            <Badge>{INCIDENT_TYPE_LABELS[incident.type]}</Badge>
            <Badge tone={severity.colour}>
              <span className="tabular-nums">
                {formatMessage(MSG.incidentSeverityValue, { n: incident.severity })}
              </span>
              <span aria-hidden="true">·</span>
              {severity.label}
            </Badge>
            <Badge tone={STATUS_TONES[incident.status]}>{INCIDENT_STATUS_LABELS[incident.status]}</Badge>
          </div>
        </header>
        {incident.resolution && (
          <div className="mt-2 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
            <p className="font-medium">
              {MSG.portalIncidentResolution}
              {incident.resolvedAt && (
                <span className="font-normal">
                  {' · '}
                  {formatMessage(MSG.portalIncidentResolvedAt, { date: formatDateTime(incident.resolvedAt) })}
                </span>
              )}
            </p>
            <p className="mt-0.5 break-words whitespace-pre-wrap">{incident.resolution}</p>
          </div>
        )}
        <a
          href={`${API_BASE}${incidentReportPath(incident.id)}`}
          aria-describedby={titleId}
          aria-busy={downloading || undefined}
          onClick={(event) => {
            // The API wants the session's bearer, which a plain link would not send.
            event.preventDefault();
            onDownload(incident.id);
          }}
          className="mt-2 inline-flex min-h-10 items-center gap-1.5 text-sm font-medium text-blue-700 hover:underline sm:min-h-8"
        >
          <FileDown aria-hidden="true" className="size-4" />
          {MSG.portalIncidentPdf}
        </a>
      </article>
    </li>
  );
}

/** The period's incidents: title, time, type, severity, status, resolution and the client's copy of the report. */
export function IncidentsSection({ incidents }: { incidents: readonly ClientIncident[] }) {
  const download = useDownloadIncidentReport({
    onError: (error) => toast.error(errorMessage(error, MSG.portalIncidentPdfError)),
  });
  return (
    <Card title={MSG.portalIncidentsTitle} aria-label={MSG.portalIncidentsTitle}>
      {incidents.length === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title={MSG.portalIncidentsEmpty}
          description={MSG.portalIncidentsEmptyHint}
          className="py-6"
        />
      ) : (
        <ul className="-my-4 divide-y divide-slate-100">
          {incidents.map((incident) => (
            <IncidentItem
              key={incident.id}
              incident={incident}
              downloading={download.isPending && download.variables === incident.id}
              onDownload={(id) => download.mutate(id)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
