import { agentFreshness, compareFreshness, isLive, type AgentFreshness } from '@secops/domain/freshness';
import type { LivePosition } from '@secops/domain/gps';

/** A live position replaces the agent's entry when it is newer, or is added; the list keeps one entry per agent. */
export function upsertPosition(list: readonly LivePosition[], position: LivePosition): LivePosition[] {
  const index = list.findIndex((entry) => entry.agentId === position.agentId);
  if (index === -1) return [position, ...list];
  const current = list[index];
  if (current && Date.parse(current.timestamp) > Date.parse(position.timestamp)) return [...list];
  return list.map((entry, i) => (i === index ? position : entry));
}

export type AgentOnMap = LivePosition & { freshness: AgentFreshness };

/** Each agent with their freshness at `now`, freshest first, then newest position first. */
export function withFreshness(list: readonly LivePosition[], now: Date): AgentOnMap[] {
  return list
    .map((position) => ({ ...position, freshness: agentFreshness(position.timestamp, now) }))
    .sort(
      (a, b) =>
        compareFreshness(a.freshness.level, b.freshness.level) ||
        Date.parse(b.timestamp) - Date.parse(a.timestamp),
    );
}

/** Agents still sending (any level but 'Connexion perdue'). */
export const countLiveAgents = (agents: readonly AgentOnMap[]): number =>
  agents.filter((agent) => isLive(agent.freshness.level)).length;
