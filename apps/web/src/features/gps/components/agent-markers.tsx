import type { Marker as LeafletMarker, PopupEvent } from 'leaflet';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from 'react-leaflet';
import type { AgentOnMap } from '../utils/live-positions.ts';
import { AgentGroupList } from './agent-group-list.tsx';
import { AgentMarkerLayer } from './agent-marker-layer.ts';
import { PositionPopup } from './position-popup.tsx';

type AgentMarkersProps = {
  agents: readonly AgentOnMap[];
  /** Filled with each agent's marker, so that the list can open their popup. */
  markers: Map<string, LeafletMarker>;
  /** Alerts drawn on the map by another layer (SOS): agents standing there are grouped just below them. */
  alerts?: readonly { lat: number; lng: number }[];
};

const NO_ALERTS: readonly { lat: number; lng: number }[] = [];

/**
 * One marker per agent coloured by freshness, with their popup, or one marker for agents too close to tell apart,
 * which lists them. The markers are Leaflet's alone; only the open popup or list is drawn by React.
 */
export function AgentMarkers({ agents, markers, alerts = NO_ALERTS }: AgentMarkersProps) {
  const map = useMap();
  // The one popup open at a time shows this element, whichever marker it belongs to; a group's list shows the other.
  const [content] = useState(() => document.createElement('div'));
  const [groupContent] = useState(() => document.createElement('div'));
  const [openId, setOpenId] = useState<string | null>(null);
  const [groupIds, setGroupIds] = useState<readonly string[] | null>(null);
  const [layer] = useState(
    () => new AgentMarkerLayer({ markers, popupContent: content, groupContent, onGroupList: setGroupIds }),
  );

  useEffect(() => {
    layer.attach(map);
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
      layer.detach();
    };
  }, [map, layer, markers]);

  useEffect(() => {
    layer.update(agents);
  }, [layer, agents]);

  useEffect(() => {
    layer.setAlerts(alerts);
  }, [layer, alerts]);

  const open = openId === null ? undefined : agents.find((agent) => agent.agentId === openId);
  // Leaflet sizes and places the popup from its content: measured again whenever React has drawn it anew.
  useEffect(() => {
    if (open) markers.get(open.agentId)?.getPopup()?.update();
  }, [open, markers]);

  const group = groupIds && agents.filter((agent) => groupIds.includes(agent.agentId));
  const groupKey = groupIds?.join(',');
  // Leaflet sizes and places the list once React has drawn it (which puts its content in again), then the list
  // takes the focus, so that a keyboard user goes on from the marker into it.
  useEffect(() => {
    if (!groupKey) return;
    layer.refreshList();
    groupContent.querySelector('button')?.focus();
  }, [groupKey, layer, groupContent]);

  // Leaflet closes a popup on Escape only while the map itself has the focus.
  const onListKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') layer.closeList();
  };

  return (
    <>
      {open && createPortal(<PositionPopup agent={open} />, content)}
      {group &&
        createPortal(
          // React handles the list's clicks at the portal's element, before Leaflet sees them at the map's: a pick closes the
          // list, and the map, no longer finding the click inside a popup, would close the agent's popup just opened.
          <div onKeyDown={onListKey} onClick={(event) => event.stopPropagation()}>
            <AgentGroupList agents={group} onPick={(agentId) => layer.showAgent(agentId)} />
          </div>,
          groupContent,
        )}
    </>
  );
}
