import { agentFreshness, compareFreshness, isLive, type AgentFreshness } from '@secops/domain/freshness';
import type { LivePosition } from '@secops/domain/gps';

/**
 * A message of live positions, applied in order: each replaces its agent's entry when it is not older, or is added
 * in front; the list keeps one entry per agent. The list is copied once per message, not once per position, so
 * that thousands of agents a second stay cheap for the map.
 */
export function upsertPositions(
  list: readonly LivePosition[],
  positions: readonly LivePosition[],
): LivePosition[] {
  const kept = [...list];
  const added: LivePosition[] = [];
  const places = new Map(kept.map((entry, at) => [entry.agentId, { in: kept, at }]));
  for (const position of positions) {
    const place = places.get(position.agentId);
    if (!place) {
      places.set(position.agentId, { in: added, at: added.length });
      added.push(position);
      continue;
    }
    const current = place.in[place.at];
    if (current && Date.parse(current.timestamp) <= Date.parse(position.timestamp))
      place.in[place.at] = position;
  }
  return [...added.reverse(), ...kept];
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
