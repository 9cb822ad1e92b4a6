import * as MSG from '@secops/domain/messages';
import { MapPinOff } from 'lucide-react';
import { memo } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatRelative } from '../../../lib/format-relative.ts';
import type { AgentOnMap } from '../utils/live-positions.ts';
import { agentFullName } from '../utils/position-display.ts';
import { FRESHNESS_TONES } from './freshness-style.ts';

type AgentsOnlineListProps = {
  agents: readonly AgentOnMap[];
  now: Date;
  /** Shows the agent on the map and opens their popup. */
  onSelect: (agentId: string) => void;
};

type AgentRowProps = { agent: AgentOnMap; age: string; onSelect: (agentId: string) => void };

/**
 * One agent of the list. Rows out of sight are neither laid out nor painted (content-visibility): with hundreds of
 * agents moving every second, the list was redrawn whole at each move.
 */
const AgentRow = memo(function AgentRow({ agent, age, onSelect }: AgentRowProps) {
  const name = agentFullName(agent.agent);
  return (
    <li className="[contain-intrinsic-size:auto_3.5rem] [content-visibility:auto]">
      <button
        type="button"
        onClick={() => onSelect(agent.agentId)}
        className="flex w-full items-center gap-3 rounded-lg px-1 py-2 text-left hover:bg-slate-50"
      >
        <Avatar name={name} photo={agent.agent.photo} size="sm" decorative />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-slate-900" title={name}>
            {name}
          </span>
          <span className="block truncate text-xs text-slate-500">
            {agent.agent.matricule} · {agent.mission?.title ?? MSG.gpsNoMission}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <Badge tone={FRESHNESS_TONES[agent.freshness.level]}>{agent.freshness.label}</Badge>
          <span className="text-xs text-slate-500">{age}</span>
        </span>
      </button>
    </li>
  );
});

/** 'Agents en ligne': every agent on the map, freshest first, with the age of their last position. */
export const AgentsOnlineList = memo(function AgentsOnlineList({
  agents,
  now,
  onSelect,
}: AgentsOnlineListProps) {
  return (
    <Card title={MSG.gpsAgentsOnline} className="min-w-0">
      {agents.length === 0 ? (
        <EmptyState icon={MapPinOff} title={MSG.gpsNoAgentOnline} className="py-6" />
      ) : (
        <ul className="-my-2 divide-y divide-slate-100">
          {agents.map((agent) => (
            <AgentRow
              key={agent.agentId}
              agent={agent}
              age={formatRelative(Math.min(Date.parse(agent.timestamp), now.getTime()), now)}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
    </Card>
  );
});
