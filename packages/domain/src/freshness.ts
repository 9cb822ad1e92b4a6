import { FRESHNESS_COLORS, FRESHNESS_LEVELS, positionFreshness, type Freshness } from './gps.ts';
import * as MSG from './messages.ts';

export { FRESHNESS_LEVELS, type Freshness };

/** What the live map says of each level; the last one is the spec's 'Connexion perdue'. */
export const FRESHNESS_LABELS: Record<Freshness, string> = {
  online: MSG.gpsFreshnessOnline,
  recent: MSG.gpsFreshnessRecent,
  warning: MSG.gpsFreshnessWarning,
  offline: MSG.gpsConnectionLost,
};

/** The age range of each level, as the map's legend shows it. */
export const FRESHNESS_RANGES: Record<Freshness, string> = {
  online: MSG.gpsFreshnessOnlineRange,
  recent: MSG.gpsFreshnessRecentRange,
  warning: MSG.gpsFreshnessWarningRange,
  offline: MSG.gpsFreshnessOfflineRange,
};

export type AgentFreshness = {
  level: Freshness;
  color: (typeof FRESHNESS_COLORS)[Freshness];
  label: string;
};

/**
 * An agent's freshness from the age of their last position: under 60 s online (green), under 2 min recent
 * (blue), under 4 min warning (orange), else offline (red, 'Connexion perdue').
 */
export function agentFreshness(timestamp: string | Date, now: Date = new Date()): AgentFreshness {
  const level = positionFreshness(timestamp, now);
  return { level, color: FRESHNESS_COLORS[level], label: FRESHNESS_LABELS[level] };
}

/** Agents still sending: every level but offline. */
export const isLive = (level: Freshness): boolean => level !== 'offline';

/** Freshest first: an online agent comes before a recent one, and so on; offline agents last. */
export function compareFreshness(a: Freshness, b: Freshness): number {
  return FRESHNESS_LEVELS.indexOf(a) - FRESHNESS_LEVELS.indexOf(b);
}
