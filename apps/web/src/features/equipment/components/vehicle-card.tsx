import type { VehicleStatus } from '@secops/domain/equipment';
import type { Vehicle } from '@secops/domain/equipment.schemas';
import * as MSG from '@secops/domain/messages';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { vehicleName } from '../utils/equipment-display.ts';
import { AssetStatusBadge } from './asset-status-badge.tsx';
import { StatusSelect } from './status-select.tsx';

/** One vehicle: plate, brand, model, year, status (changed from the card) and notes. */
export function VehicleCard({
  vehicle,
  canDelete,
  onDelete,
  onStatus,
}: {
  vehicle: Vehicle;
  canDelete: boolean;
  onDelete: () => void;
  onStatus: (status: VehicleStatus) => void;
}) {
  const model = [vehicle.brand, vehicle.model].filter(Boolean).join(' ');
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-mono text-lg font-semibold tracking-wide text-slate-900">{vehicle.plate}</h3>
        <AssetStatusBadge status={vehicle.status} />
      </div>
      {(model || vehicle.year) && (
        <p className="mt-1 text-sm text-slate-600">{[model, vehicle.year].filter(Boolean).join(' · ')}</p>
      )}
      {vehicle.assignedAgent && (
        <p className="mt-2 text-sm font-medium text-slate-800">
          {formatMessage(MSG.vehicleAssignedTo, {
            name: `${vehicle.assignedAgent.firstName} ${vehicle.assignedAgent.lastName}`,
          })}
        </p>
      )}
      {vehicle.notes && <p className="mt-2 text-sm whitespace-pre-line text-slate-600">{vehicle.notes}</p>}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
        <StatusSelect name={vehicleName(vehicle)} status={vehicle.status} onChange={onStatus} />
        {canDelete && (
          <Button
            size="sm"
            variant="dangerGhost"
            onClick={onDelete}
            aria-label={formatMessage(MSG.equipmentDeleteOf, { name: vehicleName(vehicle) })}
            icon={<Trash2 aria-hidden="true" />}
          >
            {MSG.equipmentDelete}
          </Button>
        )}
      </div>
    </article>
  );
}
