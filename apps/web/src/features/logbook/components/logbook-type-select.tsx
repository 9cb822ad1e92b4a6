import { LOGBOOK_TYPES, LOGBOOK_TYPE_LABELS } from '@secops/domain/logbook';
import * as MSG from '@secops/domain/messages';
import { Select } from '../../../components/ui/select.tsx';

/** The type filter: every type, the automatic ones included. */
export function LogbookTypeSelect({ value, onChange }: { value: string; onChange: (type: string) => void }) {
  return (
    <Select label={MSG.logbookFieldType} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{MSG.logbookAllTypes}</option>
      {LOGBOOK_TYPES.map((type) => (
        <option key={type} value={type}>
          {LOGBOOK_TYPE_LABELS[type]}
        </option>
      ))}
    </Select>
  );
}
