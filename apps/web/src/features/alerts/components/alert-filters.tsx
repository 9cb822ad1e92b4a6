import {
  ALERT_STATUSES,
  ALERT_STATUS_LABELS,
  ALERT_TYPES,
  ALERT_TYPE_LABELS,
  type AlertStatus,
  type AlertType,
} from '@secops/domain/alerts';
import * as MSG from '@secops/domain/messages';
import { Select } from '../../../components/ui/select.tsx';
import type { AlertFilters } from '../api/get-alerts.ts';

/** By type and by status; without a status the list holds the open, the taken and the day's resolved alerts. */
export function AlertFiltersBar({
  value,
  onChange,
}: {
  value: AlertFilters;
  onChange: (filters: AlertFilters) => void;
}) {
  return (
    <div className="mb-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:w-2/3">
      <Select
        label={MSG.logbookFieldType}
        value={value.type ?? ''}
        onChange={(event) => onChange({ ...value, type: (event.target.value || undefined) as AlertType })}
      >
        <option value="">{MSG.logbookAllTypes}</option>
        {ALERT_TYPES.map((type) => (
          <option key={type} value={type}>
            {ALERT_TYPE_LABELS[type]}
          </option>
        ))}
      </Select>
      <Select
        label={MSG.incidentFilterStatus}
        value={value.status ?? ''}
        onChange={(event) => onChange({ ...value, status: (event.target.value || undefined) as AlertStatus })}
      >
        <option value="">{MSG.missionStatusAll}</option>
        {ALERT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ALERT_STATUS_LABELS[status]}
          </option>
        ))}
      </Select>
    </div>
  );
}
