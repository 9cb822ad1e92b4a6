import type { Incident } from '@secops/domain/incidents.schemas';
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

export const presentIncident = (incident: IncidentWithLinks): Incident => ({
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
  createdAt: incident.createdAt.toISOString(),
});
