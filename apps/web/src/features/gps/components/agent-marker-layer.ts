import { formatMessage } from '@secops/domain/format-message';
import * as MSG from '@secops/domain/messages';
import {
  DomEvent,
  latLngBounds,
  layerGroup,
  Marker as LeafletMarker,
  popup,
  type LeafletEvent,
  type LeafletKeyboardEvent,
  type Map as LeafletMap,
  type Point,
  type Popup,
  type PopupEvent,
} from 'leaflet';
import { groupMarkers, zoomSeparating } from '../utils/group-markers.ts';
import type { AgentOnMap } from '../utils/live-positions.ts';
import { agentFullName } from '../utils/position-display.ts';
import { agentGroupIcon, agentMarkerIcon, TARGET_SIZE } from './agent-marker-icon.ts';

const leafletSetPos = (LeafletMarker.prototype as unknown as { _setPos(pos: Point): void })._setPos;

/** The closest zoom of the tiles when the map does not tell one (no tile layer). */
const FALLBACK_MAX_ZOOM = 18;

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

type Group = { ids: string[]; marker: AgentMarker };
type Place = { lat: number; lng: number };

/** Opens an agent's popup at their position, also when their marker is drawn within a group (not on the map). */
export function openAgentPopup(map: LeafletMap, marker: LeafletMarker): void {
  if (map.hasLayer(marker)) marker.openPopup();
  else marker.getPopup()?.setLatLng(marker.getLatLng()).openOn(map);
}

type LayerOptions = {
  /** Filled with each agent's marker, on the map or drawn within a group. */
  markers: Map<string, LeafletMarker>;
  /** The element every agent popup shows (React draws the open one into it). */
  popupContent: HTMLElement;
  /** The element the list of a group shows. */
  groupContent: HTMLElement;
  /** Told the agents of the group whose list opens, and null when it closes. */
  onGroupList: (agentIds: readonly string[] | null) => void;
};

/**
 * The agents' markers, Leaflet's alone (not one React component each), moved in place when a position comes.
 * Markers whose targets would overlap at the current zoom are drawn as one group marker showing their count; the
 * grouping is done again, in screen pixels, at each zoom, move of the map and new position.
 */
export class AgentMarkerLayer {
  private readonly layer = layerGroup();
  private readonly groups = new Map<string, Group>();
  private agents: readonly AgentOnMap[] = [];
  private alerts: readonly Place[] = [];
  private list: { key: string; popup: Popup } | null = null;
  private map: LeafletMap | null = null;

  constructor(private readonly options: LayerOptions) {}

  private readonly regroup = () => this.drawGroups();

  private readonly onPopupClose = (event: PopupEvent) => {
    if (event.popup !== this.list?.popup) return;
    const key = this.list.key;
    this.list = null;
    this.options.onGroupList(null);
    // The list had the focus: it goes back to its group rather than to the page's start.
    if (this.options.groupContent.contains(document.activeElement)) {
      this.groups.get(key)?.marker.getElement()?.focus();
    }
  };

  attach(map: LeafletMap): void {
    this.map = map;
    this.layer.addTo(map);
    map.on({ zoomend: this.regroup, moveend: this.regroup, popupclose: this.onPopupClose });
  }

  detach(): void {
    this.closeList();
    this.map?.off({ zoomend: this.regroup, moveend: this.regroup, popupclose: this.onPopupClose });
    this.layer.clearLayers();
    this.layer.remove();
    this.options.markers.clear();
    this.groups.clear();
    this.map = null;
  }

  /** Adds, moves and removes the agents' markers, then groups them again. */
  update(agents: readonly AgentOnMap[]): void {
    const { markers, popupContent } = this.options;
    const shown = new Set<string>();
    for (const agent of agents) {
      shown.add(agent.agentId);
      const name = agentFullName(agent.agent);
      const icon = agentMarkerIcon(name, agent.freshness.level);
      const marker = markers.get(agent.agentId);
      if (!marker) {
        // The marker's accessible name; its freshness is told in the popup (Leaflet keeps the first title).
        markers.set(
          agent.agentId,
          new AgentMarker([agent.lat, agent.lng], { icon, title: name }).bindPopup(popupContent),
        );
        continue;
      }
      const at = marker.getLatLng();
      if (at.lat !== agent.lat || at.lng !== agent.lng) marker.setLatLng([agent.lat, agent.lng]);
      if (marker.options.icon !== icon) marker.setIcon(icon);
    }
    for (const [agentId, marker] of markers) {
      if (shown.has(agentId)) continue;
      // Also the popup of an agent within a group, which their marker's removal would not close.
      marker.closePopup();
      this.layer.removeLayer(marker);
      markers.delete(agentId);
    }
    this.agents = agents;
    this.drawGroups();
  }

  /** The alerts drawn on the map apart (SOS): markers that come over one are grouped just below it. */
  setAlerts(alerts: readonly Place[]): void {
    this.alerts = alerts;
    this.drawGroups();
  }

  /** Centres the map on an agent of a group and opens their popup, which takes the focus. */
  showAgent(agentId: string): void {
    const marker = this.options.markers.get(agentId);
    if (!this.map || !marker) return;
    this.map.setView(marker.getLatLng(), this.map.getZoom());
    openAgentPopup(this.map, marker);
    marker.getPopup()?.getElement()?.querySelector<HTMLElement>('.leaflet-popup-close-button')?.focus();
  }

  /** Sizes and places the list again once React has drawn it. */
  refreshList(): void {
    this.list?.popup.update();
  }

  closeList(): void {
    if (this.list) this.map?.closePopup(this.list.popup);
  }

  private drawGroups(): void {
    const map = this.map;
    if (!map) return;
    const { markers } = this.options;
    const agents = this.agents;
    const points = agents.map((agent) => map.latLngToContainerPoint([agent.lat, agent.lng]));
    const alerts = this.alerts.map((alert) => map.latLngToContainerPoint([alert.lat, alert.lng]));
    const found = new Map<string, { members: AgentOnMap[]; x: number; y: number }>();
    const grouped = new Set<string>();
    for (const group of groupMarkers(points, TARGET_SIZE, alerts)) {
      // One agent alone is their own marker, unless they stand at an alert (their marker goes below it).
      if (group.members.length < 2 && group.anchor === null) continue;
      const members = group.members.map((at) => agents[at]!);
      for (const member of members) grouped.add(member.agentId);
      const ids = members.map((member) => member.agentId).sort();
      found.set(`${group.anchor === null ? '' : 'alert:'}${ids.join(',')}`, { ...group, members });
    }
    for (const agent of agents) {
      const marker = markers.get(agent.agentId);
      if (!marker) continue;
      const alone = !grouped.has(agent.agentId);
      if (alone && !this.layer.hasLayer(marker)) this.layer.addLayer(marker);
      if (!alone && this.layer.hasLayer(marker)) this.layer.removeLayer(marker);
    }
    for (const [key, group] of this.groups) {
      if (found.has(key)) continue;
      if (this.list?.key === key) this.closeList();
      this.layer.removeLayer(group.marker);
      this.groups.delete(key);
    }
    for (const [key, { members, x, y }] of found) {
      const at = map.containerPointToLatLng([x, y]);
      const group = this.groups.get(key);
      if (group) {
        group.ids = members.map((member) => member.agentId);
        if (!group.marker.getLatLng().equals(at)) group.marker.setLatLng(at);
        continue;
      }
      const title = formatMessage(members.length === 1 ? MSG.gpsAgentGroupLabelOne : MSG.gpsAgentGroupLabel, {
        count: members.length,
        names: members.map((member) => agentFullName(member.agent)).join(', '),
      });
      const marker = new AgentMarker(at, { icon: agentGroupIcon(members.length), title });
      marker.on({
        click: (event: LeafletEvent) => {
          // As a bound popup does: the click must not reach the map, which would close the list it opens.
          DomEvent.stop(event);
          this.openGroup(key);
        },
        // A button's keys: Leaflet turns Enter into a click only for a marker with a popup of its own.
        keydown: (event: LeafletKeyboardEvent) => {
          if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
          event.originalEvent.preventDefault();
          this.openGroup(key);
        },
      });
      this.groups.set(key, { ids: members.map((member) => member.agentId), marker });
      this.layer.addLayer(marker);
    }
  }

  /** Zooms in when a closer zoom separates the group's agents; lists them when they stand at one place. */
  private openGroup(key: string): void {
    const group = this.groups.get(key);
    const map = this.map;
    if (!group || !map) return;
    const places = group.ids.flatMap((id) => {
      const marker = this.options.markers.get(id);
      return marker ? [marker.getLatLng()] : [];
    });
    const maxZoom = map.getMaxZoom();
    const zoom = zoomSeparating(places.length, (at, z) => map.project(places[at]!, z), {
      from: map.getZoom(),
      max: Number.isFinite(maxZoom) ? maxZoom : FALLBACK_MAX_ZOOM,
      size: TARGET_SIZE,
    });
    if (zoom !== null) {
      map.setView(latLngBounds(places).getCenter(), zoom);
      return;
    }
    this.closeList();
    const list = popup({ className: 'agent-group-popup' }, group.marker)
      .setLatLng(group.marker.getLatLng())
      .setContent(this.options.groupContent);
    this.list = { key, popup: list };
    this.options.onGroupList(group.ids);
    list.openOn(map);
  }
}
