import type { EquipmentStatus } from '@secops/domain/equipment';
import type { Equipment } from '@secops/domain/equipment.schemas';
import * as MSG from '@secops/domain/messages';
import { Trash2, Undo2, UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDate } from '../../../lib/format.ts';
import { canAssign, equipmentName, openAssignment } from '../utils/equipment-display.ts';
import { AssetStatusBadge } from './asset-status-badge.tsx';
import { AssignmentHistory } from './assignment-history.tsx';
import { StatusSelect } from './status-select.tsx';

type EquipmentCardProps = {
  item: Equipment;
  canDelete: boolean;
  onAssign: () => void;
  onReturn: (assignmentId: string) => void;
  onDelete: () => void;
  onStatus: (status: EquipmentStatus) => void;
};

/** One item: kind, brand and model, serial, status, who has it, the actions its status allows, its history. */
export function EquipmentCard({
  item,
  canDelete,
  onAssign,
  onReturn,
  onDelete,
  onStatus,
}: EquipmentCardProps) {
  const name = equipmentName(item);
  const current = openAssignment(item);
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">{name}</h3>
        <AssetStatusBadge status={item.status} />
      </div>
      {item.serial && (
        <p className="mt-1 text-sm text-slate-600">
          {formatMessage(MSG.equipmentSerialValue, { serial: item.serial })}
        </p>
      )}
      {current && (
        <p className="mt-2 text-sm text-blue-800">
          {formatMessage(MSG.equipmentAssignedTo, {
            name: `${current.agent.firstName} ${current.agent.lastName}`,
          })}{' '}
          · {formatDate(current.outAt)}
        </p>
      )}
      {item.notes && <p className="mt-2 text-sm whitespace-pre-line text-slate-600">{item.notes}</p>}
      <AssignmentHistory assignments={item.assignments} />
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {canAssign(item) && (
          <Button
            size="sm"
            onClick={onAssign}
            aria-label={formatMessage(MSG.equipmentAssignTo, { kind: name })}
            icon={<UserPlus aria-hidden="true" />}
          >
            {MSG.equipmentAssign}
          </Button>
        )}
        {current && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onReturn(current.id)}
            icon={<Undo2 aria-hidden="true" />}
          >
            {MSG.equipmentReturn}
          </Button>
        )}
        {!current && (
          <StatusSelect name={name} status={item.status} excluded={['ASSIGNED']} onChange={onStatus} />
        )}
        {canDelete && (
          <Button
            size="sm"
            variant="dangerGhost"
            className="ml-auto"
            onClick={onDelete}
            aria-label={formatMessage(MSG.equipmentDeleteOf, { name })}
            icon={<Trash2 aria-hidden="true" />}
          >
            {MSG.equipmentDelete}
          </Button>
        )}
      </div>
    </article>
  );
}
