import {
  DEFAULT_SEVERITY,
  INCIDENT_TYPE_LABELS,
  INCIDENT_TYPES,
  SEVERITIES,
  SEVERITY_LABELS,
} from '@secops/domain/incidents';
import { IncidentCreateSchema } from '@secops/domain/incidents.schemas';
import * as MSG from '@secops/domain/messages';
import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { Input } from './ui/field.tsx';
import { Select } from './ui/select.tsx';
import { Textarea } from './ui/textarea.tsx';

/** The fields every incident report has, checked with the server's own rules. */
export const IncidentFieldsSchema = IncidentCreateSchema.pick({
  type: true,
  severity: true,
  title: true,
  description: true,
});
export type IncidentFieldsValues = z.input<typeof IncidentFieldsSchema>;

/** A new report starts as type "other", severity 3. */
export const EMPTY_INCIDENT_FIELDS: IncidentFieldsValues = {
  type: 'other',
  severity: DEFAULT_SEVERITY,
  title: '',
  description: '',
};

/** Type, severity (1 Mineur … 5 Critique, sent as an integer), title and description of an incident report. */
export function IncidentFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<IncidentFieldsValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select label={MSG.incidentFieldType} required error={errors.type?.message} {...register('type')}>
        {INCIDENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {INCIDENT_TYPE_LABELS[type]}
          </option>
        ))}
      </Select>
      <Select
        label={MSG.incidentFieldSeverity}
        required
        error={errors.severity?.message}
        {...register('severity', { valueAsNumber: true })}
      >
        {SEVERITIES.map((level) => (
          <option key={level} value={level}>
            {level} – {SEVERITY_LABELS[level]}
          </option>
        ))}
      </Select>
      <Input
        label={MSG.incidentFieldTitle}
        required
        maxLength={200}
        className="sm:col-span-2"
        error={errors.title?.message}
        {...register('title')}
      />
      <Textarea
        label={MSG.incidentFieldDescription}
        required
        rows={5}
        className="sm:col-span-2"
        error={errors.description?.message}
        {...register('description')}
      />
    </div>
  );
}
