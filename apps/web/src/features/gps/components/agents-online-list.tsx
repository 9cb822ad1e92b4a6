import * as MSG from '@secops/domain/messages';
import { MapPinOff } from 'lucide-react';
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

/** 'Agents en ligne': every agent on the map, freshest first, with the age of their last position. */
export function AgentsOnlineList({ agents, now, onSelect }: AgentsOnlineListProps) {
  return (
    <Card title={MSG.gpsAgentsOnline} className="min-w-0">
      {agents.length === 0 ? (
        <EmptyState icon={MapPinOff} title={MSG.gpsNoAgentOnline} className="py-6" />
      ) : (
        <ul className="-my-2 divide-y divide-slate-100">
          {agents.map((agent) => {
            const name = agentFullName(agent.agent);
            return (
              <li key={agent.agentId}>
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
                    <span className="text-xs text-slate-500">
                      {formatRelative(Math.min(Date.parse(agent.timestamp), now.getTime()), now)}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
