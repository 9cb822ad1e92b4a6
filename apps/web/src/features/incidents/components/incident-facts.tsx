import { INCIDENT_TYPE_LABELS } from '@secops/domain/incidents';
import type { IncidentDetail } from '@secops/domain/incidents.schemas';
import * as MSG from '@secops/domain/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DeclaredTimeNote } from '../../../components/declared-time-note.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useIncidentPlace } from '../api/get-incident-place.ts';
import { IncidentPhoto } from './incident-photo.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm text-slate-800">{children}</dd>
    </div>
  );
}

const coordinate = (value: number) => value.toFixed(5);

/** What happened, where, when (and the phone's time when it was not kept), who reported it, and its photos. */
export function IncidentFacts({ incident }: { incident: IncidentDetail }) {
  const place = useIncidentPlace(incident.missionId);
  const reporter = incident.reporter && `${incident.reporter.firstName} ${incident.reporter.lastName}`;
  return (
    <Card>
      <div className="space-y-5">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label={MSG.incidentFilterMission}>
            <Link
              to={`/admin/missions/${incident.missionId}`}
              className="font-medium text-blue-700 hover:underline"
            >
              {incident.mission.title}
            </Link>
          </Fact>
          <Fact label={MSG.incidentFieldType}>{INCIDENT_TYPE_LABELS[incident.type]}</Fact>
          <Fact label={MSG.fieldMissionPlace}>
            <span className="block">{place.data?.address ?? MSG.uiNone}</span>
            {incident.lat !== null && incident.lng !== null && (
              <span className="mt-1 block text-xs text-slate-600 tabular-nums">
                {formatMessage(MSG.incidentReportedPosition, {
                  lat: coordinate(incident.lat),
                  lng: coordinate(incident.lng),
                  accuracy: Math.round(incident.accuracy ?? 0),
                })}
              </span>
            )}
          </Fact>
          <Fact label={MSG.logbookFieldOccurredAt}>
            <span className="block">
              {formatMessage(MSG.incidentOccurredAt, { date: formatDateTime(incident.occurredAt) })}
            </span>
            <span className="block text-xs text-slate-600">
              {formatMessage(MSG.incidentReceivedAt, { date: formatDateTime(incident.createdAt) })}
            </span>
            <DeclaredTimeNote
              declaredAt={incident.declaredAt}
              receivedAt={incident.createdAt}
              className="mt-1"
            />
          </Fact>
        </dl>
        {reporter && (
          <p className="text-sm font-medium text-slate-800">
            {formatMessage(MSG.incidentReporter, { name: reporter })}
          </p>
        )}
        <dl className="space-y-4">
          <Fact label={MSG.incidentFieldDescription}>
            <p className="whitespace-pre-line">{incident.description}</p>
          </Fact>
          {incident.resolution && (
            <Fact label={MSG.incidentResolutionLabel}>
              <p className="whitespace-pre-line">{incident.resolution}</p>
            </Fact>
          )}
        </dl>
        {(incident.photos.length > 0 || incident.photoUrl) && (
          <section aria-label={MSG.incidentPhotosLabel}>
            <h2 className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              {MSG.incidentPhotosLabel}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-3">
              {incident.photos.map((photo, index) => (
                <li key={photo.id}>
                  <IncidentPhoto
                    id={photo.id}
                    label={formatMessage(MSG.incidentPhotoOf, { n: index + 1, title: incident.title })}
                  />
                </li>
              ))}
              {incident.photoUrl && (
                <li>
                  <a href={incident.photoUrl} target="_blank" rel="noreferrer" className="block rounded-lg">
                    <img
                      src={incident.photoUrl}
                      alt={formatMessage(MSG.incidentPhoto, { title: incident.title })}
                      className="size-28 rounded-lg border border-slate-200 object-cover"
                    />
                  </a>
                </li>
              )}
            </ul>
          </section>
        )}
      </div>
    </Card>
  );
}
