import type { Incident } from '@secops/domain/incidents.schemas';
import type { IncidentWithLinks } from './incidents.repository.ts';

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
  reporter: incident.reporter
    ? { firstName: incident.reporter.firstName, lastName: incident.reporter.lastName }
    : null,
  occurredAt: incident.occurredAt.toISOString(),
  photoUrl: incident.photoUrl,
  createdAt: incident.createdAt.toISOString(),
});
