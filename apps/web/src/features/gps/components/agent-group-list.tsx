import { formatMessage } from '@secops/domain/format-message';
import * as MSG from '@secops/domain/messages';
import { Badge } from '../../../components/ui/badge.tsx';
import type { AgentOnMap } from '../utils/live-positions.ts';
import { agentFullName } from '../utils/position-display.ts';
import { FRESHNESS_TONES } from './freshness-style.ts';

type AgentGroupListProps = {
  agents: readonly AgentOnMap[];
  /** Shows the agent on the map and opens their popup. */
  onPick: (agentId: string) => void;
};

/** The popup of a group marker: each agent standing there, with their freshness, to open their own popup. */
export function AgentGroupList({ agents, onPick }: AgentGroupListProps) {
  return (
    <div className="min-w-52 text-slate-900">
      <p className="mb-1 text-sm font-semibold">
        {formatMessage(agents.length === 1 ? MSG.gpsAgentGroupTitleOne : MSG.gpsAgentGroupTitle, {
          count: agents.length,
        })}
      </p>
      <ul className="max-h-64 overflow-y-auto">
        {agents.map((agent) => {
          const name = agentFullName(agent.agent);
          return (
            <li key={agent.agentId}>
              <button
                type="button"
                onClick={() => onPick(agent.agentId)}
                className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-2 text-left hover:bg-slate-50"
              >
                <span className="truncate text-sm font-medium">{name}</span>{' '}
                <Badge tone={FRESHNESS_TONES[agent.freshness.level]}>{agent.freshness.label}</Badge>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
