import * as MSG from '@secops/domain/messages';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { listIncidentEvents } from '../incidents/incident-follow-up.repository.ts';
import { renderIncidentReport } from '../incidents/incident-report.pdf.ts';
import { presentTimelineItem } from '../incidents/incidents.presenter.ts';
import { viewIncident } from '../incidents/incidents.service.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import { companyOf } from './client-portal.service.ts';
import { findIncidentOfClient } from './client-portal.repository.ts';

/**
 * GET /api/client/incidents/{id}/report.pdf: the client's copy of the incident report (see its 'client' audience);
 * an incident of another company's mission is 404, as an unknown one.
 */
export async function clientIncidentReportPdf(
  db: Db,
  user: AuthUser,
  photos: Pick<PhotosService, 'read'>,
  id: string,
  now = new Date(),
): Promise<Buffer> {
  const found = await findIncidentOfClient(db, companyOf(user), id);
  if (!found) throw notFound(MSG.incidentNotFound);
  const [incident, events] = await Promise.all([viewIncident(db, id), listIncidentEvents(db, id)]);
  return renderIncidentReport(
    {
      incident: { ...incident, timeline: events.map(presentTimelineItem) },
      missionAddress: found.missionAddress,
      photo: (photoId) => photos.read(photoId),
      audience: 'client',
    },
    now,
  );
}
