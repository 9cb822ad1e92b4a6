import {
  ASSIGNMENT_ROLE_LABELS,
  ASSIGNMENT_ROLES,
  DEFAULT_ASSIGNMENT_ROLE,
  type AssignmentRole,
} from '@secops/domain/assignments';
import * as MSG from '@secops/domain/messages';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormModalFooter } from '../../../components/ui/form-modal-footer.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAssignAgent } from '../api/assignments.ts';
import { useAgentOptions } from '../api/get-agent-options.ts';
import { useBusyAgents } from '../api/get-busy-agents.ts';
import { agentOptionNotes, searchAgents } from '../utils/agent-options.ts';
import { agentName } from './agent-picker.tsx';

type AssignAgentModalProps = {
  missionId: string;
  assignedAgentIds: readonly string[];
  open: boolean;
  onClose: () => void;
};

const FORM_ID = 'assign-agent-form';

/**
 * Adds one agent with a role. A search narrows the list; agents already on the mission are listed but disabled
 * ("Déjà affecté"), and the list says who is busy elsewhere during the mission or has an expired certification.
 */
export function AssignAgentModal({ missionId, assignedAgentIds, open, onClose }: AssignAgentModalProps) {
  const agents = useAgentOptions();
  const busy = useBusyAgents(missionId, open);
  const [query, setQuery] = useState('');
  const [agentId, setAgentId] = useState('');
  const [role, setRole] = useState<AssignmentRole>(DEFAULT_ASSIGNMENT_ROLE);

  function close() {
    setAgentId('');
    setQuery('');
    setRole(DEFAULT_ASSIGNMENT_ROLE);
    onClose();
  }

  // The chosen agent stays in the list even when the search no longer names them.
  const shown = (agents.data ?? []).filter(
    (agent) => agent.id === agentId || searchAgents([agent], query).length > 0,
  );

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
        <Input
          type="search"
          label={MSG.missionAssignSearch}
          placeholder={MSG.missionAssignSearchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
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
          {shown.map((agent) => {
            const notes = agentOptionNotes(agent, assignedAgentIds, busy.data?.agentIds ?? []);
            const said = [
              notes.assigned && MSG.missionAlreadyAssigned,
              notes.busy && MSG.missionAgentBusy,
              notes.expired && MSG.missionAgentCertificationExpired,
            ].filter(Boolean);
            return (
              <option key={agent.id} value={agent.id} disabled={notes.assigned}>
                {agentName(agent)} ({agent.matricule}){said.length > 0 ? ` — ${said.join(' · ')}` : ''}
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
