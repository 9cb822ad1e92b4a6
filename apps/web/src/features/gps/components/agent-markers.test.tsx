// @vitest-environment jsdom
import type { LivePosition } from '@secops/domain/gps';
import { cleanup, render } from '@testing-library/react';
import type { Marker } from 'leaflet';
import { MapContainer } from 'react-leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import { withFreshness } from '../utils/live-positions.ts';
import { AgentMarkers } from './agent-markers.tsx';

const now = new Date('2026-03-02T10:00:00Z');

function position(agentId: string, lat: number, firstName = 'Lucas'): LivePosition {
  return {
    agentId,
    missionId: 'm1',
    lat,
    lng: 2.35,
    accuracy: 10,
    speed: null,
    heading: null,
    battery: null,
    timestamp: now.toISOString(),
    agent: { firstName, lastName: 'Bernard', photo: null, matricule: agentId },
    mission: { title: 'Délégation' },
  };
}

function LiveMap({ positions, markers }: { positions: LivePosition[]; markers: Map<string, Marker> }) {
  return (
    <MapContainer center={[48.85, 2.35]} zoom={13} style={{ width: 400, height: 300 }}>
      <AgentMarkers agents={withFreshness(positions, now)} markers={markers} />
    </MapContainer>
  );
}

const markerTitles = (container: HTMLElement) =>
  [...container.querySelectorAll('.leaflet-marker-icon')].map((icon) => icon.getAttribute('title'));

describe('AgentMarkers', () => {
  afterEach(cleanup);

  it('moves the marker of an agent who sends a new position, without drawing it again', () => {
    const markers = new Map<string, Marker>();
    const { container, rerender } = render(<LiveMap positions={[position('a', 48.85)]} markers={markers} />);
    const icon = container.querySelector('.leaflet-marker-icon');
    rerender(<LiveMap positions={[position('a', 48.86)]} markers={markers} />);
    expect(markers.get('a')?.getLatLng().lat).toBe(48.86);
    expect(container.querySelector('.leaflet-marker-icon')).toBe(icon);
    // A 2D translate: a 3D one gives each of hundreds of markers a compositing layer of its own.
    expect((icon as HTMLElement).style.transform).toMatch(/^translate\(/);
  });

  it('adds the markers of agents who appear and removes those of agents who left', () => {
    const markers = new Map<string, Marker>();
    const { container, rerender } = render(
      <LiveMap positions={[position('a', 48.85, 'Inès'), position('b', 48.86, 'Paul')]} markers={markers} />,
    );
    expect(markerTitles(container).sort()).toEqual(['Inès Bernard', 'Paul Bernard']);
    rerender(
      <LiveMap positions={[position('b', 48.86, 'Paul'), position('c', 48.87, 'Zoé')]} markers={markers} />,
    );
    expect(markerTitles(container).sort()).toEqual(['Paul Bernard', 'Zoé Bernard']);
    expect([...markers.keys()].sort()).toEqual(['b', 'c']);
  });
});
