import type { Alert, AlertType } from '@secops/domain/alerts';
import type { Sos } from '@secops/domain/sos';
import type { AgentOnMap } from './live-positions.ts';

/** An SOS as the map needs it: where it was raised (the app passes the SOS not yet closed). */
export type SosOnMap = Pick<Sos, 'id' | 'status' | 'lat' | 'lng' | 'createdAt' | 'agent' | 'mission'>;

export type MapAlert = {
  key: string;
  type: AlertType;
  /** Why it was raised, in the server's words. */
  cause: string;
  agentName: string | null;
  missionTitle: string | null;
  /** When it was raised (ISO). */
  since: string;
  /** Where to centre the map: the SOS's place, else the agent's last position on the map; null when unknown. */
  position: { lat: number; lng: number } | null;
};

/**
 * The live map's alerts are the open dispatch alerts (the server raises them: no-show, late, early end, position
 * lost, outside the perimeter, serious incident, SOS), in the order given, each placed where the map can show it.
 */
export function listMapAlerts(options: {
  alerts: readonly Alert[];
  agents: readonly AgentOnMap[];
  sos: readonly SosOnMap[];
}): MapAlert[] {
  const { alerts, agents, sos } = options;
  const agentPlaces = new Map(agents.map((agent) => [agent.agentId, { lat: agent.lat, lng: agent.lng }]));
  const sosPlaces = new Map(
    sos.flatMap((item) =>
      item.lat !== null && item.lng !== null ? [[item.id, { lat: item.lat, lng: item.lng }] as const] : [],
    ),
  );
  return alerts
    .filter((alert) => alert.status === 'OPEN')
    .map((alert) => ({
      key: alert.id,
      type: alert.type,
      cause: alert.cause,
      agentName: alert.agent?.name ?? null,
      missionTitle: alert.mission?.title ?? null,
      since: alert.raisedAt,
      position:
        (alert.sosId ? sosPlaces.get(alert.sosId) : undefined) ??
        (alert.agent ? agentPlaces.get(alert.agent.id) : undefined) ??
        null,
    }));
}
