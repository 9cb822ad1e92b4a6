import 'leaflet/dist/leaflet.css';
import './agent-map.css';
import type { Perimeter } from '@secops/domain/missions.schemas';
import * as MSG from '@secops/domain/messages';
import { latLng, latLngBounds, type Marker as LeafletMarker } from 'leaflet';
import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { Circle, MapContainer, TileLayer, useMap } from 'react-leaflet';
import { useMapSettings } from '../api/get-map-settings.ts';
import type { AgentOnMap } from '../utils/live-positions.ts';
import { openAgentPopup } from './agent-marker-layer.ts';
import { AgentMarkers } from './agent-markers.tsx';

/** Paris, where the map opens before it knows any position. */
export const DEFAULT_CENTER: [number, number] = [48.8566, 2.3522];
export const DEFAULT_ZOOM = 13;
const FIT_PADDING: [number, number] = [50, 50];
/** A single agent is not zoomed in further than a street view. */
const FIT_MAX_ZOOM = 16;

type Circle = { centerLat: number; centerLng: number; radius: number };

/**
 * Fits the map to every agent, and to the mission's perimeter when one is drawn, whenever the set of agents, the
 * mission or the perimeter changes, but not at each movement (a supervisor looking elsewhere is not pulled back).
 */
function FitToAgents({
  agents,
  circle,
  fitKey,
}: {
  agents: readonly AgentOnMap[];
  circle: Circle | null;
  fitKey: string;
}) {
  const map = useMap();
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (fitted.current === fitKey) return;
    const bounds = latLngBounds(agents.map((a) => [a.lat, a.lng]));
    if (circle) bounds.extend(latLng(circle.centerLat, circle.centerLng).toBounds(circle.radius * 2));
    if (!bounds.isValid()) return;
    // Not animated: Leaflet drops a new view asked for while a zoom animation runs (agents, then the perimeter).
    map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false });
    fitted.current = fitKey;
  }, [map, agents, circle, fitKey]);
  return null;
}

export type MapFocus = { at: number } & ({ agentId: string } | { lat: number; lng: number });

type AgentMapProps = {
  agents: readonly AgentOnMap[];
  perimeter: Perimeter | null;
  missionId?: string | null;
  /** The agent picked in the list (the map centres on them and opens their popup), or a place (an alert). */
  focus?: MapFocus | null;
  /** More layers drawn on the map (react-leaflet elements), e.g. the SOS alerts the app adds. */
  overlay?: ReactNode;
  /** Where the overlay draws its alerts (SOS), so that no agent marker covers one. */
  alerts?: readonly { lat: number; lng: number }[];
};

/** Shows the chosen agent's popup (a list click), centred on the map, or centres the map on a place. */
function FocusAgent({
  focus,
  markers,
}: {
  focus: AgentMapProps['focus'];
  markers: Map<string, LeafletMarker>;
}) {
  const map = useMap();
  useEffect(() => {
    if (!focus) return;
    const zoom = Math.max(map.getZoom(), DEFAULT_ZOOM);
    if (!('agentId' in focus)) {
      map.setView([focus.lat, focus.lng], zoom);
      return;
    }
    const marker = markers.get(focus.agentId);
    if (!marker) return;
    map.setView(marker.getLatLng(), zoom);
    openAgentPopup(map, marker);
  }, [map, focus, markers]);
  return null;
}

/**
 * The live map: one marker per agent coloured by freshness, the mission perimeter when there is one. Drawn again only
 * when its props change, not at each render of the page around it.
 */
export const AgentMap = memo(function AgentMap({
  agents,
  perimeter,
  missionId = null,
  focus = null,
  overlay,
  alerts,
}: AgentMapProps) {
  const [markers] = useState(() => new Map<string, LeafletMarker>());
  const tiles = useMapSettings();
  const circle: Circle | null =
    perimeter?.enabled && perimeter.centerLat != null && perimeter.centerLng != null
      ? { centerLat: perimeter.centerLat, centerLng: perimeter.centerLng, radius: perimeter.radius }
      : null;
  const fitKey = `${missionId ?? 'all'}|${agents
    .map((a) => a.agentId)
    .sort()
    .join(',')}|${circle?.radius ?? ''}`;

  return (
    <div role="region" aria-label={MSG.gpsMapLabel} className="h-full min-h-80 w-full">
      <MapContainer center={DEFAULT_CENTER} zoom={DEFAULT_ZOOM} className="h-full min-h-80 w-full rounded-xl">
        {/* Keyed by the URL: a mounted TileLayer follows a new url but keeps its first attribution. */}
        <TileLayer key={tiles.tileUrl} url={tiles.tileUrl} attribution={tiles.attribution} />
        {circle && (
          <Circle
            center={[circle.centerLat, circle.centerLng]}
            radius={circle.radius}
            pathOptions={{ color: '#1d4ed8', weight: 2, fillOpacity: 0.08 }}
          />
        )}
        <AgentMarkers agents={agents} markers={markers} alerts={alerts} />
        <FitToAgents agents={agents} circle={circle} fitKey={fitKey} />
        <FocusAgent focus={focus} markers={markers} />
        {overlay}
      </MapContainer>
    </div>
  );
});
