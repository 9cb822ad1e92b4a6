import {
  INCIDENT_STATUSES,
  INCIDENT_STATUS_LABELS,
  SEVERITIES,
  SEVERITY_LABELS,
} from '@secops/domain/incidents';
import * as MSG from '@secops/domain/messages';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { DateInput } from '../../../components/ui/date-inputs.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { isDateValue } from '../../../lib/date-text.ts';
import { NO_INCIDENT_FILTERS, type IncidentFilters as Filters } from '../api/get-incidents.ts';
import { useMissionOptions } from '../api/get-mission-options.ts';

/** Status, severity, mission and days of occurrence; the server filters, so every page follows them. */
export function IncidentFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (filters: Filters) => void;
}) {
  const missions = useMissionOptions();
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  // A day is applied once it is a whole date (or cleared), not at each keystroke of one being typed.
  const setDay = (key: 'from' | 'to') => (day: string) => {
    if (isDateValue(day)) onChange({ ...value, [key]: day });
  };
  return (
    <section
      aria-label={MSG.incidentFilters}
      className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Select label={MSG.incidentFilterStatus} value={value.status} onChange={set('status')}>
          <option value="">{MSG.incidentFilterAll}</option>
          {INCIDENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {INCIDENT_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
        <Select label={MSG.incidentFilterSeverity} value={value.severity} onChange={set('severity')}>
          <option value="">{MSG.incidentFilterAllFeminine}</option>
          {[...SEVERITIES].reverse().map((s) => (
            <option key={s} value={s}>
              {SEVERITY_LABELS[s]}
            </option>
          ))}
        </Select>
        <Select label={MSG.incidentFilterMission} value={value.missionId} onChange={set('missionId')}>
          <option value="">{MSG.incidentFilterAllFeminine}</option>
          {missions.data?.map((m) => (
            <option key={m.id} value={m.id}>
              {m.title}
            </option>
          ))}
        </Select>
        <DateInput label={MSG.incidentFilterFrom} value={value.from} onChange={setDay('from')} />
        <DateInput label={MSG.incidentFilterTo} value={value.to} onChange={setDay('to')} />
      </div>
      <div className="mt-4 flex justify-end">
        <Button
          variant="ghost"
          icon={<RotateCcw aria-hidden="true" />}
          disabled={Object.values(value).every((v) => v === '')}
          onClick={() => onChange(NO_INCIDENT_FILTERS)}
        >
          {MSG.incidentFiltersReset}
        </Button>
      </div>
    </section>
  );
}
