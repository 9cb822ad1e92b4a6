import {
  INCIDENT_STATUS_LABELS,
  INCIDENT_TYPE_LABELS,
  nextIncidentStatuses,
  type IncidentStatus,
} from '@secops/domain/incidents';
import type { Incident } from '@secops/domain/incidents.schemas';
import * as MSG from '@secops/domain/messages';
import { ArrowRight, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { DeclaredTimeNote } from '../../../components/declared-time-note.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { IncidentStatusBadge, SeverityBadge } from './incident-badges.tsx';
import { IncidentPhoto } from './incident-photo.tsx';

export type IncidentStatusChange = { id: string; status: IncidentStatus };

type IncidentCardProps = {
  incident: Incident;
  canDelete: boolean;
  /** The status change under way for this incident, if any. */
  pendingStatus: IncidentStatusChange['status'] | null;
  onStatus: (change: IncidentStatusChange) => void;
  onDelete: (incident: Incident) => void;
};

/**
 * One incident: what happened, how serious, where, who reported it and when, its first photo; its title opens its
 * follow-up; next statuses and deletion.
 */
export function IncidentCard({ incident, canDelete, pendingStatus, onStatus, onDelete }: IncidentCardProps) {
  const reporter = incident.reporter && `${incident.reporter.firstName} ${incident.reporter.lastName}`;
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row">
      {incident.photos[0] && (
        <div className="shrink-0 self-start">
          <IncidentPhoto
            id={incident.photos[0].id}
            label={formatMessage(MSG.incidentPhotoOf, { n: 1, title: incident.title })}
          />
        </div>
      )}
      {!incident.photos[0] && incident.photoUrl && (
        <a href={incident.photoUrl} target="_blank" rel="noreferrer" className="shrink-0 self-start">
          <img
            src={incident.photoUrl}
            alt={formatMessage(MSG.incidentPhoto, { title: incident.title })}
            loading="lazy"
            className="size-24 rounded-lg border border-slate-200 object-cover"
          />
        </a>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold text-slate-900">
            <Link
              to={`/admin/incidents/${incident.id}`}
              className="rounded hover:text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            >
              {incident.title}
            </Link>
          </h2>
          <IncidentStatusBadge status={incident.status} />
          <SeverityBadge severity={incident.severity} />
          <span className="text-xs font-medium text-slate-500">{INCIDENT_TYPE_LABELS[incident.type]}</span>
        </div>
        <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{incident.description}</p>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
          <Link to={`/admin/missions/${incident.missionId}`} className="text-blue-700 hover:underline">
            {formatMessage(MSG.incidentMission, { title: incident.mission.title })}
          </Link>
          {reporter && <span>{formatMessage(MSG.incidentReporter, { name: reporter })}</span>}
          {incident.assignee && (
            <span>{formatMessage(MSG.incidentTimelineAssigned, { name: incident.assignee.name })}</span>
          )}
          <span>{formatMessage(MSG.incidentOccurredAt, { date: formatDateTime(incident.occurredAt) })}</span>
        </p>
        <DeclaredTimeNote declaredAt={incident.declaredAt} receivedAt={incident.createdAt} className="mt-1" />
        <div className="mt-4 flex flex-wrap gap-2">
          {nextIncidentStatuses(incident.status).map((status) => (
            <Button
              key={status}
              size="sm"
              variant="secondary"
              icon={<ArrowRight aria-hidden="true" />}
              isLoading={pendingStatus === status}
              disabled={pendingStatus !== null}
              onClick={() => onStatus({ id: incident.id, status })}
            >
              {formatMessage(MSG.incidentMoveTo, { status: INCIDENT_STATUS_LABELS[status] })}
            </Button>
          ))}
          {canDelete && (
            <Button
              size="sm"
              variant="ghost"
              icon={<Trash2 aria-hidden="true" />}
              className="text-red-700 hover:bg-red-50"
              onClick={() => onDelete(incident)}
            >
              {MSG.incidentDelete}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
