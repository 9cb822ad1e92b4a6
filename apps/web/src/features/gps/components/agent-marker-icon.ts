import type { Freshness } from '@secops/domain/freshness';
import { divIcon, type DivIcon } from 'leaflet';
import { initialsOf } from '../../../components/ui/avatar.tsx';
import { FRESHNESS_HEX } from './freshness-style.ts';

const SIZE = 36;
/**
 * The room each marker of the live map is given: markers whose squares of this size would overlap are grouped, so
 * that none covers another's target (WCAG 2.2 target size); a group marker is as large.
 */
export const TARGET_SIZE = 44;
const icons = new Map<string, DivIcon>();
const groupIcons = new Map<number, DivIcon>();

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An agent's marker: their initials on a disc of their freshness colour, drawn in HTML (no marker image to load).
 * One icon per colour and initials, so a re-render does not rebuild the markers.
 */
export function agentMarkerIcon(name: string, level: Freshness): DivIcon {
  const initials = initialsOf(name);
  const key = `${level}:${initials}`;
  let icon = icons.get(key);
  if (!icon) {
    icon = divIcon({
      className: 'agent-marker',
      html: `<span aria-hidden="true" class="agent-marker__disc" style="background-color:${FRESHNESS_HEX[level]}">${escapeHtml(initials)}</span>`,
      iconSize: [SIZE, SIZE],
      iconAnchor: [SIZE / 2, SIZE / 2],
      popupAnchor: [0, -SIZE / 2],
    });
    icons.set(key, icon);
  }
  return icon;
}

/** Agents whose markers would overlap, as one disc showing how many they are. One icon per count. */
export function agentGroupIcon(count: number): DivIcon {
  let icon = groupIcons.get(count);
  if (!icon) {
    icon = divIcon({
      className: 'agent-marker agent-marker--group',
      html: `<span aria-hidden="true" class="agent-marker__disc agent-marker__disc--group">${count}</span>`,
      iconSize: [TARGET_SIZE, TARGET_SIZE],
      iconAnchor: [TARGET_SIZE / 2, TARGET_SIZE / 2],
      popupAnchor: [0, -TARGET_SIZE / 2],
    });
    groupIcons.set(count, icon);
  }
  return icon;
}
