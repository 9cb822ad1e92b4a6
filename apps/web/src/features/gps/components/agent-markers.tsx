import { layerGroup, Marker as LeafletMarker, type Point, type PopupEvent } from 'leaflet';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from 'react-leaflet';
import type { AgentOnMap } from '../utils/live-positions.ts';
import { agentFullName } from '../utils/position-display.ts';
import { agentMarkerIcon } from './agent-marker-icon.ts';
import { PositionPopup } from './position-popup.tsx';

const leafletSetPos = (LeafletMarker.prototype as unknown as { _setPos(pos: Point): void })._setPos;

/**
 * A marker moved with a 2D translate. Leaflet's translate3d gives each marker a compositing layer of its own: with
 * hundreds of agents the browser spent most of every frame arranging those layers.
 */
class AgentMarker extends LeafletMarker {
  _setPos(pos: Point): void {
    leafletSetPos.call(this, pos);
    const icon = this.getElement();
    if (icon) icon.style.transform = `translate(${pos.x}px, ${pos.y}px)`;
  }
}

type AgentMarkersProps = {
  agents: readonly AgentOnMap[];
  /** Filled with each agent's marker, so that the list can open their popup. */
  markers: Map<string, LeafletMarker>;
};

/**
 * One marker per agent coloured by freshness, with their popup. The markers are Leaflet's alone, moved in place when
 * a position comes, not one React component each; only the open popup is drawn by React.
 */
export function AgentMarkers({ agents, markers }: AgentMarkersProps) {
  const map = useMap();
  const [layer] = useState(() => layerGroup());
  // The one popup open at a time shows this element, whichever marker it belongs to.
  const [content] = useState(() => document.createElement('div'));
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    layer.addTo(map);
    const agentOf = (event: PopupEvent) =>
      [...markers].find(([, marker]) => marker.getPopup() === event.popup)?.[0] ?? null;
    const onOpen = (event: PopupEvent) => setOpenId(agentOf(event));
    const onClose = (event: PopupEvent) => {
      const closed = agentOf(event);
      setOpenId((open) => (open === closed ? null : open));
    };
    map.on({ popupopen: onOpen, popupclose: onClose });
    return () => {
      map.off({ popupopen: onOpen, popupclose: onClose });
      layer.clearLayers();
      layer.remove();
      markers.clear();
    };
  }, [map, layer, markers]);

  useEffect(() => {
    const shown = new Set<string>();
    for (const agent of agents) {
      shown.add(agent.agentId);
      const name = agentFullName(agent.agent);
      const icon = agentMarkerIcon(name, agent.freshness.level);
      const marker = markers.get(agent.agentId);
      if (!marker) {
        // The marker's accessible name; its freshness is told in the popup (Leaflet keeps the first title).
        const added = new AgentMarker([agent.lat, agent.lng], { icon, title: name }).bindPopup(content);
        markers.set(agent.agentId, added);
        layer.addLayer(added);
        continue;
      }
      const at = marker.getLatLng();
      if (at.lat !== agent.lat || at.lng !== agent.lng) marker.setLatLng([agent.lat, agent.lng]);
      if (marker.options.icon !== icon) marker.setIcon(icon);
    }
    for (const [agentId, marker] of markers) {
      if (shown.has(agentId)) continue;
      layer.removeLayer(marker);
      markers.delete(agentId);
    }
  }, [agents, layer, markers, content]);

  const open = openId === null ? undefined : agents.find((agent) => agent.agentId === openId);
  // Leaflet sizes and places the popup from its content: measured again whenever React has drawn it anew.
  useEffect(() => {
    if (open) markers.get(open.agentId)?.getPopup()?.update();
  }, [open, markers]);

  return open ? createPortal(<PositionPopup agent={open} />, content) : null;
}
