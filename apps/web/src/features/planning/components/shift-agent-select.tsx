import type { Agent } from '@secops/domain/agents.schemas';
import * as MSG from '@secops/domain/messages';
import type { ComponentProps } from 'react';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useShiftAgents } from '../api/get-shift-agents.ts';

/** An agent of the mission's team, as the mission page knows them. */
export type TeamMember = Pick<Agent, 'id' | 'firstName' | 'lastName' | 'matricule'>;

type ShiftAgentSelectProps = Omit<ComponentProps<typeof Select>, 'label' | 'children'> & {
  team: readonly TeamMember[];
};

const optionLabel = (agent: TeamMember) => `${agent.firstName} ${agent.lastName} (${agent.matricule})`;

/**
 * The agent of a shift: the mission's own agents first, then every other active agent (one planned outside the
 * team joins the mission with the role agent).
 */
export function ShiftAgentSelect({ team, error, disabled, ...props }: ShiftAgentSelectProps) {
  const agents = useShiftAgents();
  const teamIds = new Set(team.map((member) => member.id));
  const others = (agents.data ?? []).filter((agent) => !teamIds.has(agent.id));
  const loadError = agents.isError ? errorMessage(agents.error, MSG.shiftAgentsLoadError) : undefined;

  return (
    <Select
      label={MSG.shiftFieldAgent}
      required
      error={error ?? loadError}
      disabled={disabled || (agents.isPending && team.length === 0)}
      {...props}
    >
      <option value="">{MSG.shiftAgentPlaceholder}</option>
      {team.length > 0 && (
        <optgroup label={MSG.shiftTeamGroup}>
          {team.map((member) => (
            <option key={member.id} value={member.id}>
              {optionLabel(member)}
            </option>
          ))}
        </optgroup>
      )}
      {others.length > 0 && (
        <optgroup label={MSG.shiftOtherAgentsGroup}>
          {others.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {optionLabel(agent)}
            </option>
          ))}
        </optgroup>
      )}
    </Select>
  );
}
