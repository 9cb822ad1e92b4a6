import {
  ASSIGNMENT_ROLE_LABELS,
  ASSIGNMENT_ROLES,
  DEFAULT_ASSIGNMENT_ROLE,
  type AssignmentRole,
} from '@secops/domain/assignments';
import { MSG } from '@secops/domain/messages';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAssignAgent } from '../api/assignments.ts';
import { useAgentOptions } from '../api/get-agent-options.ts';
import { agentName } from './agent-picker.tsx';

type AssignAgentModalProps = {
  missionId: string;
  assignedAgentIds: readonly string[];
  open: boolean;
  onClose: () => void;
};

const FORM_ID = 'assign-agent-form';

/** Adds one agent with a role; agents already on the mission are listed but disabled ("Déjà affecté"). */
export function AssignAgentModal({ missionId, assignedAgentIds, open, onClose }: AssignAgentModalProps) {
  const agents = useAgentOptions();
  const [agentId, setAgentId] = useState('');
  const [role, setRole] = useState<AssignmentRole>(DEFAULT_ASSIGNMENT_ROLE);

  function close() {
    setAgentId('');
    setRole(DEFAULT_ASSIGNMENT_ROLE);
    onClose();
  }

  const assign = useAssignAgent(missionId, {
    onSuccess: () => {
      toast.success(MSG.missionAgentAdded);
      close();
    },
    onError: (error) => toast.error(errorMessage(error, MSG.missionAgentAddError)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (agentId) assign.mutate({ agentId, role });
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={MSG.missionAssignTitle}
      footer={
        <FormModalFooter
          formId={FORM_ID}
          submitLabel={MSG.missionAssignSubmit}
          onCancel={close}
          isPending={assign.isPending}
          disabled={!agentId}
        />
      }
    >
      <form id={FORM_ID} onSubmit={submit} className="space-y-4">
        <Select
          label={MSG.missionAssignAgent}
          required
          value={agentId}
          onChange={(event) => setAgentId(event.target.value)}
          disabled={agents.isPending}
          error={agents.isError ? errorMessage(agents.error, MSG.networkError) : undefined}
          data-autofocus
        >
          <option value="">{MSG.missionAssignAgentPlaceholder}</option>
          {agents.data?.map((agent) => {
            const assigned = assignedAgentIds.includes(agent.id);
            return (
              <option key={agent.id} value={agent.id} disabled={assigned}>
                {agentName(agent)} ({agent.matricule}){assigned ? ` — ${MSG.missionAlreadyAssigned}` : ''}
              </option>
            );
          })}
        </Select>
        <Select
          label={MSG.missionAssignRole}
          value={role}
          onChange={(event) => setRole(event.target.value as AssignmentRole)}
        >
          {ASSIGNMENT_ROLES.map((option) => (
            <option key={option} value={option}>
              {ASSIGNMENT_ROLE_LABELS[option]}
            </option>
          ))}
        </Select>
      </form>
    </Modal>
  );
}
