import type { Perimeter } from '@secops/domain/missions.schemas';
import { haversineKm } from '@secops/domain/geo';
import type { AgentOnMap } from './live-positions.ts';

/**
 * The live map's alerts counter: open SOS alerts, agents on an active mission whose position is lost (4 min and
 * more: 'Connexion perdue'), and agents outside the perimeter of the mission shown (its circle, when enabled).
 */
export function countMapAlerts(options: {
  agents: readonly AgentOnMap[];
  activeMissionIds: ReadonlySet<string>;
  perimeter: Perimeter | null;
  openSos: number;
}): number {
  const { agents, activeMissionIds, perimeter, openSos } = options;
  const onDuty = agents.filter((agent) => agent.missionId !== null && activeMissionIds.has(agent.missionId));
  const lost = onDuty.filter((agent) => agent.freshness.level === 'offline').length;
  const circle =
    perimeter?.enabled && perimeter.centerLat != null && perimeter.centerLng != null
      ? { lat: perimeter.centerLat, lng: perimeter.centerLng, radiusKm: perimeter.radius / 1000 }
      : null;
  const outside = circle
    ? onDuty.filter(
        (agent) => agent.freshness.level !== 'offline' && haversineKm(circle, agent) > circle.radiusKm,
      ).length
    : 0;
  return openSos + lost + outside;
}
