import type { Agent } from '@secops/domain/agents.schemas';
import {
  ASSIGNMENT_ROLE_LABELS,
  ASSIGNMENT_ROLES,
  DEFAULT_ASSIGNMENT_ROLE,
} from '@secops/domain/assignments';
import * as MSG from '@secops/domain/messages';
import { specialtyLabel } from '@secops/domain/specialties';
import { controlClasses } from '../../../components/ui/field.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import type { PlannedAssignment } from '../api/create-mission.ts';

type AgentPickerProps = {
  agents: Agent[];
  value: PlannedAssignment[];
  onChange: (assignments: PlannedAssignment[]) => void;
};

export const agentName = (agent: { firstName: string; lastName: string }) =>
  `${agent.firstName} ${agent.lastName}`;

/** The agents of a new mission: tick an agent to assign them, then pick their role (agent by default). */
export function AgentPicker({ agents, value, onChange }: AgentPickerProps) {
  const roleOf = new Map(value.map((assignment) => [assignment.agentId, assignment.role]));

  function toggle(agentId: string, checked: boolean) {
    onChange(
      checked
        ? [...value, { agentId, role: DEFAULT_ASSIGNMENT_ROLE }]
        : value.filter((assignment) => assignment.agentId !== agentId),
    );
  }

  if (agents.length === 0) return <p className="text-sm text-slate-500">{MSG.missionFormNoAgent}</p>;
  return (
    <ul className="max-h-[28rem] divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
      {agents.map((agent) => {
        const role = roleOf.get(agent.id);
        const checkboxId = `mission-agent-${agent.id}`;
        return (
          <li key={agent.id} className="flex flex-wrap items-center gap-3 px-3 py-2.5">
            <input
              id={checkboxId}
              type="checkbox"
              checked={role !== undefined}
              onChange={(event) => toggle(agent.id, event.target.checked)}
              className="size-4 rounded border-slate-300 text-blue-600"
            />
            <label htmlFor={checkboxId} className="min-w-40 flex-1 cursor-pointer">
              <span className="block text-sm font-medium text-slate-900">
                {agentName(agent)} <span className="font-normal text-slate-500">({agent.matricule})</span>
              </span>
              {agent.specialties.length > 0 && (
                <span
                  className="block truncate text-xs text-slate-500"
                  title={agent.specialties.map(specialtyLabel).join(' · ')}
                >
                  {agent.specialties.map(specialtyLabel).join(' · ')}
                </span>
              )}
            </label>
            {role !== undefined && (
              <select
                aria-label={formatMessage(MSG.missionFormAgentRole, { name: agentName(agent) })}
                value={role}
                onChange={(event) =>
                  onChange(
                    value.map((assignment) =>
                      assignment.agentId === agent.id
                        ? { ...assignment, role: event.target.value as PlannedAssignment['role'] }
                        : assignment,
                    ),
                  )
                }
                className={`${controlClasses(false)} ml-7 w-auto sm:ml-0 sm:w-44`}
              >
                {ASSIGNMENT_ROLES.map((option) => (
                  <option key={option} value={option}>
                    {ASSIGNMENT_ROLE_LABELS[option]}
                  </option>
                ))}
              </select>
            )}
          </li>
        );
      })}
    </ul>
  );
}
