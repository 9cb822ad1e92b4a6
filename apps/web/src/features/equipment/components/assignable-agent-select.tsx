import * as MSG from '@secops/domain/messages';
import type { ComponentProps } from 'react';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAssignableAgents } from '../api/get-assignable-agents.ts';

type AssignableAgentSelectProps = Omit<ComponentProps<typeof Select>, 'label' | 'children'>;

/**
 * The required "Agent" choice of the assignment modals: the active agents, a hint when there is none, the loading
 * error otherwise (a form's own error comes first).
 */
export function AssignableAgentSelect({ error, ...props }: AssignableAgentSelectProps) {
  const agents = useAssignableAgents();
  const noAgent = agents.isSuccess && agents.data.length === 0;
  return (
    <Select
      label={MSG.equipmentAssignAgent}
      required
      data-autofocus
      disabled={agents.isPending || noAgent}
      error={error ?? (agents.isError ? errorMessage(agents.error, MSG.networkError) : undefined)}
      hint={noAgent ? MSG.equipmentNoActiveAgent : undefined}
      {...props}
    >
      <option value="">{MSG.equipmentAssignAgentPlaceholder}</option>
      {agents.data?.map((agent) => (
        <option key={agent.id} value={agent.id}>
          {agent.firstName} {agent.lastName} ({agent.matricule})
        </option>
      ))}
    </Select>
  );
}
