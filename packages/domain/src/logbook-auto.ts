import {
  INCIDENT_STATUS_LABELS,
  INCIDENT_TYPE_LABELS,
  type IncidentStatus,
  type IncidentType,
} from './incidents.ts';
import { formatParisSlot, type Slot } from './planning.ts';

/** The sentences of the main courante's automatic entries (the type's label is shown beside them). */
export const AUTO_ENTRY_TEXT = {
  attendanceStart: (shift: Slot | null) =>
    shift ? `Prise de poste sur l'horaire du ${formatParisSlot(shift)}` : 'Prise de poste',
  attendanceEnd: (shift: Slot | null) =>
    shift ? `Fin de poste de l'horaire du ${formatParisSlot(shift)}` : 'Fin de poste',
  attendanceResume: () => 'Reprise de poste après une fin de poste',
  sosRaised: () => "SOS déclenché par l'agent",
  sosAcknowledged: () => 'SOS pris en charge',
  sosClosed: (note: string | null) => (note ? `SOS clos : ${note}` : 'SOS clos'),
  incidentReported: (incident: { title: string; type: IncidentType; severity: number }) =>
    `Incident signalé : ${incident.title} (${INCIDENT_TYPE_LABELS[incident.type]}, gravité ${incident.severity}/5)`,
  incidentStatus: (title: string, status: IncidentStatus) =>
    `Incident « ${title} » : ${INCIDENT_STATUS_LABELS[status]}`,
  taskDone: (label: string) => `Tâche effectuée : ${label}`,
} as const;
