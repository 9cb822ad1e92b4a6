import type { Vehicle } from '@secops/domain/equipment.schemas';
import { MSG } from '@secops/domain/messages';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAssignableAgents } from '../api/get-assignable-agents.ts';
import { useSetVehicleStatus } from '../api/equipment-mutations.ts';
import { vehicleName } from '../utils/equipment-display.ts';

const FORM_ID = 'assign-vehicle-form';

/** Marks a vehicle "Assigné" to an active agent (mounted while open): a vehicle in use says who has it. */
export function AssignVehicleModal({ vehicle, onClose }: { vehicle: Vehicle; onClose: () => void }) {
  const agents = useAssignableAgents();
  const [agentId, setAgentId] = useState('');
  const assign = useSetVehicleStatus({
    onSuccess: () => {
      toast.success(MSG.vehicleAssigned);
      onClose();
    },
    onError: (error) => toast.error(errorMessage(error, MSG.equipmentStatusError)),
  });
  const noAgent = agents.isSuccess && agents.data.length === 0;

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
        <Select
          label={MSG.equipmentAssignAgent}
          required
          data-autofocus
          value={agentId}
          onChange={(event) => setAgentId(event.target.value)}
          disabled={agents.isPending || noAgent}
          error={agents.isError ? errorMessage(agents.error, MSG.networkError) : undefined}
          hint={noAgent ? MSG.equipmentNoActiveAgent : undefined}
        >
          <option value="">{MSG.equipmentAssignAgentPlaceholder}</option>
          {agents.data?.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.firstName} {agent.lastName} ({agent.matricule})
            </option>
          ))}
        </Select>
      </form>
    </Modal>
  );
}
