import { DEFAULT_SEVERITY, INCIDENT_TYPES, SEVERITIES } from '@secops/domain/incidents';
import { z } from 'zod';
import type { IncidentFieldsValues } from '../../../components/incident-fields.tsx';

// A draft is what was typed, not yet a valid report: any title or description, with a known type and severity.
const IncidentDraftSchema = z.object({
  type: z.enum(INCIDENT_TYPES),
  severity: z.number().refine((level) => (SEVERITIES as readonly number[]).includes(level)),
  title: z.string().max(200),
  description: z.string(),
});

/** The stored draft when it reads as one, else null (another version of the app, or a damaged entry). */
export function parseIncidentDraft(raw: unknown): IncidentFieldsValues | null {
  const parsed = IncidentDraftSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The form holds something of the guard's: text in the title or description, or a type or severity chosen. */
export function hasTypedIncident(values: Partial<IncidentFieldsValues>): boolean {
  return (
    (values.title ?? '').trim() !== '' ||
    (values.description ?? '').trim() !== '' ||
    (values.type ?? 'other') !== 'other' ||
    Number(values.severity ?? DEFAULT_SEVERITY) !== DEFAULT_SEVERITY
  );
}
