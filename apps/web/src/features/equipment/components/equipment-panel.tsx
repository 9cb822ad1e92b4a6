import type { Equipment } from '@secops/domain/equipment.schemas';
import * as MSG from '@secops/domain/messages';
import { Package } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useDeleteEquipment, useReturnEquipment, useSetEquipmentStatus } from '../api/equipment-mutations.ts';
import { useEquipment } from '../api/get-equipment.ts';
import { AssignEquipmentModal } from './assign-equipment-modal.tsx';
import { EquipmentCard } from './equipment-card.tsx';
import { PanelList } from './panel-states.tsx';

type Dialog =
  { kind: 'assign' | 'delete'; item: Equipment } | { kind: 'return'; assignmentId: string } | null;

/** The equipment tab: every item, assigned, returned (after confirmation) or deleted from its card. */
export function EquipmentPanel({ canDelete }: { canDelete: boolean }) {
  const equipment = useEquipment();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const giveBack = useReturnEquipment({
    onSuccess: () => toast.success(MSG.equipmentReturned),
    onError: (error) => toast.error(errorMessage(error, MSG.equipmentReturnError)),
    onSettled: close,
  });
  const setStatus = useSetEquipmentStatus({
    onSuccess: () => toast.success(MSG.equipmentStatusSaved),
    onError: (error) => toast.error(errorMessage(error, MSG.equipmentStatusError)),
  });
  const remove = useDeleteEquipment({
    onSuccess: () => toast.success(MSG.equipmentRemoved),
    onError: (error) => toast.error(errorMessage(error, MSG.equipmentDeleteError)),
    onSettled: close,
  });

  return (
    <>
      <PanelList
        query={equipment}
        loadError={MSG.equipmentLoadError}
        empty={{ icon: Package, title: MSG.equipmentNone, description: MSG.equipmentNoneHint }}
      >
        {(items) =>
          items.map((item) => (
            <li key={item.id}>
              <EquipmentCard
                item={item}
                canDelete={canDelete}
                onAssign={() => setDialog({ kind: 'assign', item })}
                onReturn={(assignmentId) => setDialog({ kind: 'return', assignmentId })}
                onDelete={() => setDialog({ kind: 'delete', item })}
                onStatus={(status) => setStatus.mutate({ id: item.id, status })}
              />
            </li>
          ))
        }
      </PanelList>
      {dialog?.kind === 'assign' && <AssignEquipmentModal item={dialog.item} onClose={close} />}
      <ConfirmDialog
        open={dialog?.kind === 'return'}
        title={MSG.equipmentReturnTitle}
        message={MSG.equipmentReturnConfirm}
        confirmLabel={MSG.equipmentReturn}
        tone="primary"
        isPending={giveBack.isPending}
        onConfirm={() => dialog?.kind === 'return' && giveBack.mutate(dialog.assignmentId)}
        onCancel={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={MSG.equipmentDeleteTitle}
        message={MSG.equipmentDeleteConfirm}
        confirmLabel={MSG.equipmentDelete}
        isPending={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && remove.mutate(dialog.item.id)}
        onCancel={close}
      />
    </>
  );
}
