import type { Incident, IncidentTimelineItem } from '@secops/domain/incidents.schemas';
import { photoUrl } from '../logbook/logbook.presenter.ts';
import type { IncidentEventRow } from './incident-follow-up.repository.ts';
import type { IncidentWithLinks } from './incidents.repository.ts';

/**
 * Who reported it: the reporting agent, else the staff account that wrote it (by its name, else the part of its
 * e-mail before the at-sign), so that an incident reported from the office names someone too.
 */
function reporterOf(incident: IncidentWithLinks): Incident['reporter'] {
  if (incident.reporter)
    return { firstName: incident.reporter.firstName, lastName: incident.reporter.lastName };
  const user = incident.reportedByUser;
  if (!user) return null;
  if (user.firstName || user.lastName)
    return { firstName: user.firstName ?? '', lastName: user.lastName ?? '' };
  return { firstName: user.email.split('@')[0] ?? user.email, lastName: '' };
}

/** The photos and assignee of an incident, read beside it (see followUpOf). */
export type FollowUp = { photos: Map<string, string[]>; assignees: Map<string, string> };

export const presentIncident = (incident: IncidentWithLinks, followUp?: FollowUp): Incident => ({
  id: incident.id,
  type: incident.type,
  severity: incident.severity,
  title: incident.title,
  description: incident.description,
  status: incident.status,
  missionId: incident.missionId,
  mission: { id: incident.mission.id, title: incident.mission.title },
  reporterId: incident.reporterId,
  reporter: reporterOf(incident),
  occurredAt: incident.occurredAt.toISOString(),
  declaredAt: incident.declaredAt?.toISOString() ?? null,
  photoUrl: incident.photoUrl,
  photos: (followUp?.photos.get(incident.id) ?? []).map((id) => ({ id, url: photoUrl(id) })),
  lat: incident.lat,
  lng: incident.lng,
  accuracy: incident.accuracy,
  assignee: incident.assigneeId
    ? { id: incident.assigneeId, name: followUp?.assignees.get(incident.assigneeId) ?? '' }
    : null,
  resolution: incident.resolution,
  createdAt: incident.createdAt.toISOString(),
});

export const presentTimelineItem = (event: IncidentEventRow): IncidentTimelineItem => ({
  id: event.id,
  kind: event.kind as IncidentTimelineItem['kind'],
  text: event.text,
  status: event.status,
  author: event.authorUserId ? { id: event.authorUserId, name: event.authorName ?? '' } : null,
  at: event.createdAt.toISOString(),
});
