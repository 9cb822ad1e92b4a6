import { z } from 'zod';

export const INCIDENT_TYPES = ['intrusion', 'medical', 'technical', 'security', 'other'] as const;
export const IncidentTypeSchema = z.enum(INCIDENT_TYPES);
export type IncidentType = z.infer<typeof IncidentTypeSchema>;

export const INCIDENT_TYPE_LABELS: Record<IncidentType, string> = {
  intrusion: 'Intrusion',
  medical: 'Médical',
  technical: 'Technique',
  security: 'Sécurité',
  other: 'Autre',
};

export const INCIDENT_STATUSES = ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const;
export const IncidentStatusSchema = z.enum(INCIDENT_STATUSES);
export type IncidentStatus = z.infer<typeof IncidentStatusSchema>;

export const INCIDENT_STATUS_LABELS: Record<IncidentStatus, string> = {
  OPEN: 'Ouvert',
  IN_PROGRESS: 'En cours',
  RESOLVED: 'Résolu',
  CLOSED: 'Clôturé',
};

export const SEVERITY_MIN = 1;
export const SEVERITY_MAX = 5;
export const DEFAULT_SEVERITY = 3;
export const SeveritySchema = z.number().int().min(SEVERITY_MIN).max(SEVERITY_MAX);
export type Severity = z.infer<typeof SeveritySchema>;

export const SEVERITIES = [1, 2, 3, 4, 5] as const;
export type SeverityLevel = (typeof SEVERITIES)[number];

export const SEVERITY_LABELS: Record<SeverityLevel, string> = {
  1: 'Mineur',
  2: 'Faible',
  3: 'Moyen',
  4: 'Élevé',
  5: 'Critique',
};

const INCIDENT_TRANSITIONS: Record<IncidentStatus, readonly IncidentStatus[]> = {
  OPEN: ['IN_PROGRESS'],
  IN_PROGRESS: ['RESOLVED'],
  RESOLVED: ['CLOSED', 'IN_PROGRESS'],
  CLOSED: [],
};

/** OPEN → IN_PROGRESS → RESOLVED → CLOSED; a RESOLVED incident may go back to IN_PROGRESS; CLOSED is final. */
export const nextIncidentStatuses = (status: IncidentStatus): IncidentStatus[] => [
  ...INCIDENT_TRANSITIONS[status],
];

export const canMoveIncident = (from: IncidentStatus, to: IncidentStatus): boolean =>
  INCIDENT_TRANSITIONS[from].includes(to);

export type SeverityColour = 'red' | 'orange' | 'yellow' | 'blue';

/** Badge of a severity: 4 or more red, 3 orange, 2 yellow, otherwise blue; an unknown level shows as its number. */
export function severityBadge(severity: number): { label: string; colour: SeverityColour } {
  const label = SEVERITY_LABELS[severity as SeverityLevel] ?? String(severity);
  if (severity >= 4) return { label, colour: 'red' };
  if (severity === 3) return { label, colour: 'orange' };
  if (severity === 2) return { label, colour: 'yellow' };
  return { label, colour: 'blue' };
}
