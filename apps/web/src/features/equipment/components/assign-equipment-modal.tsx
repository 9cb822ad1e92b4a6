import { zodResolver } from '@hookform/resolvers/zod';
import {
  EquipmentAssignSchema,
  type Equipment,
  type EquipmentAssign,
} from '@secops/domain/equipment.schemas';
import * as MSG from '@secops/domain/messages';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAssignEquipment } from '../api/equipment-mutations.ts';
import { equipmentName } from '../utils/equipment-display.ts';
import { AssignableAgentSelect } from './assignable-agent-select.tsx';

type AssignInput = z.input<typeof EquipmentAssignSchema>;
const FORM_ID = 'assign-equipment-form';

/** Gives an available item to an active agent (mounted while open); the agent is required. */
export function AssignEquipmentModal({ item, onClose }: { item: Equipment; onClose: () => void }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<AssignInput, unknown, EquipmentAssign>({
    resolver: zodResolver(EquipmentAssignSchema),
    defaultValues: { equipmentId: item.id, agentId: '', notes: '' },
  });
  const agentId = useWatch({ control, name: 'agentId' });
  const assign = useAssignEquipment({
    onSuccess: () => {
      toast.success(MSG.equipmentAssigned);
      onClose();
    },
    onError: (error) => toast.error(errorMessage(error, MSG.equipmentAssignError)),
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={MSG.equipmentAssignTitle}
      description={equipmentName(item)}
      footer={
        <FormModalFooter
          formId={FORM_ID}
          submitLabel={MSG.equipmentAssign}
          onCancel={onClose}
          isPending={assign.isPending}
          disabled={!agentId}
        />
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={handleSubmit((body) => assign.mutate(body))}
        className="space-y-4"
      >
        <AssignableAgentSelect error={errors.agentId?.message} {...register('agentId')} />
        <Textarea
          label={MSG.equipmentAssignNotes}
          rows={3}
          error={errors.notes?.message}
          {...register('notes')}
        />
      </form>
    </Modal>
  );
}
