import { ASSET_STATUSES, ASSET_STATUS_LABELS, type EquipmentStatus } from '@secops/domain/equipment';
import * as MSG from '@secops/domain/messages';
import { formatMessage } from '../../../lib/format-message.ts';

type Props = {
  name: string;
  status: EquipmentStatus;
  /** Statuses that come from elsewhere (an equipment item is "Assigné" by assigning it) are not offered. */
  excluded?: readonly EquipmentStatus[];
  disabled?: boolean;
  onChange: (status: EquipmentStatus) => void;
};

/** A compact status choice on a card (maintenance, out of service, back to available). */
export function StatusSelect({ name, status, excluded = [], disabled, onChange }: Props) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      <span className="sr-only">{formatMessage(MSG.equipmentStatusOf, { name })}</span>
      <select
        value={status}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as EquipmentStatus)}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800"
      >
        {ASSET_STATUSES.filter((s) => s === status || !excluded.includes(s)).map((s) => (
          <option key={s} value={s}>
            {ASSET_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
    </label>
  );
}
