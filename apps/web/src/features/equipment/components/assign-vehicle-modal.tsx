import type { Vehicle } from '@secops/domain/equipment.schemas';
import * as MSG from '@secops/domain/messages';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSetVehicleStatus } from '../api/equipment-mutations.ts';
import { vehicleName } from '../utils/equipment-display.ts';
import { AssignableAgentSelect } from './assignable-agent-select.tsx';

const FORM_ID = 'assign-vehicle-form';

/** Marks a vehicle "Assigné" to an active agent (mounted while open): a vehicle in use says who has it. */
export function AssignVehicleModal({ vehicle, onClose }: { vehicle: Vehicle; onClose: () => void }) {
  const [agentId, setAgentId] = useState('');
  const assign = useSetVehicleStatus({
    onSuccess: () => {
      toast.success(MSG.vehicleAssigned);
      onClose();
    },
    onError: (error) => toast.error(errorMessage(error, MSG.equipmentStatusError)),
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={MSG.vehicleAssignTitle}
      description={vehicleName(vehicle)}
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
        onSubmit={(event) => {
          event.preventDefault();
          if (agentId) assign.mutate({ id: vehicle.id, status: 'ASSIGNED', assignedAgentId: agentId });
        }}
      >
        <AssignableAgentSelect value={agentId} onChange={(event) => setAgentId(event.target.value)} />
      </form>
    </Modal>
  );
}
