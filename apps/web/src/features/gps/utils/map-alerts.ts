import type { Perimeter } from '@secops/domain/missions.schemas';
import type { Sos } from '@secops/domain/sos';
import { haversineKm } from '@secops/domain/geo';
import type { AgentOnMap } from './live-positions.ts';
import { agentFullName } from './position-display.ts';

/** An SOS as the map's alerts need it (the app passes the alerts not yet closed). */
export type SosOnMap = Pick<Sos, 'id' | 'status' | 'lat' | 'lng' | 'createdAt' | 'agent' | 'mission'>;

export type MapAlertCause = 'sosOpen' | 'sosTaken' | 'connectionLost' | 'outsidePerimeter';

export type MapAlert = {
  /** Stable while the alert lasts: the SOS, or the agent and the cause. */
  key: string;
  cause: MapAlertCause;
  agentId: string;
  agentName: string;
  missionTitle: string | null;
  /** When the alert began, as far as the map knows (ISO). */
  since: string;
  /** Where to centre the map; null for an SOS raised without a position. */
  position: { lat: number; lng: number } | null;
};

const CAUSE_ORDER: readonly MapAlertCause[] = ['sosOpen', 'sosTaken', 'connectionLost', 'outsidePerimeter'];

/**
 * The live map's alerts: every SOS not yet closed (open or taken: a taken one still needs the staff until it is
 * closed), agents on an active mission whose position is lost (4 min and more: 'Connexion perdue'), and live agents
 * outside the perimeter of the mission shown (its circle, when enabled). SOS first, then the oldest first.
 */
export function listMapAlerts(options: {
  agents: readonly AgentOnMap[];
  activeMissionIds: ReadonlySet<string>;
  perimeter: Perimeter | null;
  sos: readonly SosOnMap[];
}): MapAlert[] {
  const { agents, activeMissionIds, perimeter, sos } = options;
  const alerts: MapAlert[] = sos.map((alert) => ({
    key: `sos:${alert.id}`,
    cause: alert.status === 'OPEN' ? 'sosOpen' : 'sosTaken',
    agentId: alert.agent.id,
    agentName: agentFullName(alert.agent),
    missionTitle: alert.mission?.title ?? null,
    since: alert.createdAt,
    position: alert.lat !== null && alert.lng !== null ? { lat: alert.lat, lng: alert.lng } : null,
  }));
  const circle =
    perimeter?.enabled && perimeter.centerLat != null && perimeter.centerLng != null
      ? { lat: perimeter.centerLat, lng: perimeter.centerLng, radiusKm: perimeter.radius / 1000 }
      : null;
  for (const agent of agents) {
    if (agent.missionId === null || !activeMissionIds.has(agent.missionId)) continue;
    const lost = agent.freshness.level === 'offline';
    if (!lost && !(circle && haversineKm(circle, agent) > circle.radiusKm)) continue;
    const cause: MapAlertCause = lost ? 'connectionLost' : 'outsidePerimeter';
    alerts.push({
      key: `${cause}:${agent.agentId}`,
      cause,
      agentId: agent.agentId,
      agentName: agentFullName(agent.agent),
      missionTitle: agent.mission?.title ?? null,
      since: agent.timestamp,
      position: { lat: agent.lat, lng: agent.lng },
    });
  }
  return alerts.sort(
    (a, b) =>
      CAUSE_ORDER.indexOf(a.cause) - CAUSE_ORDER.indexOf(b.cause) ||
      Date.parse(a.since) - Date.parse(b.since),
  );
}
