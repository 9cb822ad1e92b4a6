// @vitest-environment jsdom
import type { LivePosition } from '@secops/domain/gps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Map as LeafletMap, Marker } from 'leaflet';
import { MapContainer } from 'react-leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withFreshness } from '../utils/live-positions.ts';
import { AgentMarkers } from './agent-markers.tsx';

const now = new Date('2026-03-02T10:00:00Z');

function position(agentId: string, lat: number, firstName = 'Lucas', lng = 2.35): LivePosition {
  return {
    agentId,
    missionId: 'm1',
    lat,
    lng,
    accuracy: 10,
    speed: null,
    heading: null,
    battery: null,
    timestamp: now.toISOString(),
    agent: { firstName, lastName: 'Bernard', photo: null, matricule: agentId },
    mission: { title: 'Délégation' },
  };
}

type LiveMapProps = {
  positions: LivePosition[];
  markers: Map<string, Marker>;
  onMap?: (map: LeafletMap) => void;
  alerts?: { lat: number; lng: number }[];
};

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

function LiveMap({ positions, markers, onMap, alerts }: LiveMapProps) {
  return (
    <QueryClientProvider client={client}>
      <MapContainer
        center={[48.85, 2.35]}
        zoom={13}
        style={{ width: 400, height: 300 }}
        ref={(map) => {
          if (map) onMap?.(map);
        }}
      >
        <AgentMarkers agents={withFreshness(positions, now)} markers={markers} alerts={alerts} />
      </MapContainer>
    </QueryClientProvider>
  );
}

const markerTitles = (container: HTMLElement) =>
  [...container.querySelectorAll('.leaflet-marker-icon')].map((icon) => icon.getAttribute('title'));

describe('AgentMarkers', () => {
  // An open popup asks for the agent's account (its call buttons).
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ userId: null }), { status: 200 })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

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

  it('draws agents at one place as one marker showing their count, which lists them and opens their popup', () => {
    const markers = new Map<string, Marker>();
    const { container } = render(
      <LiveMap
        positions={[position('a', 48.85, 'Inès'), position('b', 48.85, 'Paul'), position('c', 48.9, 'Zoé')]}
        markers={markers}
      />,
    );
    expect(markerTitles(container).sort()).toEqual(['2 agents : Inès Bernard, Paul Bernard', 'Zoé Bernard']);
    const group = screen.getByRole('button', { name: '2 agents : Inès Bernard, Paul Bernard' });
    expect(group.textContent).toBe('2');

    // A button's key, as a keyboard user opens it.
    fireEvent.keyDown(group, { key: 'Enter' });
    const paul = screen.getByRole('button', { name: 'Paul Bernard En ligne' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inès Bernard En ligne' }));
    fireEvent.click(paul);
    expect(container.querySelector('.leaflet-popup')?.textContent).toContain('Paul Bernard');
    expect(screen.queryByRole('button', { name: 'Inès Bernard En ligne' })).toBeNull();
  });

  it('zooms in on a group whose agents a closer zoom separates, and draws them apart', () => {
    const markers = new Map<string, Marker>();
    let map: LeafletMap | undefined;
    const { container } = render(
      <LiveMap
        // About 60 m apart: 5 px at zoom 13, more than a marker's room from zoom 17.
        positions={[position('a', 48.85, 'Inès', 2.35), position('b', 48.85, 'Paul', 2.3508)]}
        markers={markers}
        onMap={(created) => (map = created)}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '2 agents : Inès Bernard, Paul Bernard' }));
    expect(map?.getZoom()).toBe(17);
    expect(markerTitles(container).sort()).toEqual(['Inès Bernard', 'Paul Bernard']);
  });

  it('groups markers that come to overlap when an agent moves, and parts them when the agent leaves', () => {
    const markers = new Map<string, Marker>();
    const { container, rerender } = render(
      <LiveMap positions={[position('a', 48.85, 'Inès'), position('b', 48.86, 'Paul')]} markers={markers} />,
    );
    rerender(
      <LiveMap
        positions={[position('a', 48.85, 'Inès'), position('b', 48.8501, 'Paul')]}
        markers={markers}
      />,
    );
    expect(markerTitles(container)).toEqual(['2 agents : Inès Bernard, Paul Bernard']);
    rerender(
      <LiveMap positions={[position('a', 48.85, 'Inès'), position('b', 48.87, 'Paul')]} markers={markers} />,
    );
    expect(markerTitles(container).sort()).toEqual(['Inès Bernard', 'Paul Bernard']);
  });

  it('draws the agent who stands at an SOS just below its marker, not under it', () => {
    const markers = new Map<string, Marker>();
    let map: LeafletMap | undefined;
    const { container } = render(
      <LiveMap
        positions={[position('a', 48.85, 'Inès'), position('c', 48.9, 'Zoé')]}
        markers={markers}
        alerts={[{ lat: 48.85, lng: 2.35 }]}
        onMap={(created) => (map = created)}
      />,
    );
    expect(markerTitles(container).sort()).toEqual(['1 agent : Inès Bernard', 'Zoé Bernard']);
    const group = screen.getByRole('button', { name: '1 agent : Inès Bernard' });
    // The marker's 2D translate is the layer point of where it is drawn.
    const [x, y] = [...group.style.transform.matchAll(/-?[\d.]+/g)].map((n) => Number(n[0]));
    const alert = map!.latLngToLayerPoint([48.85, 2.35]);
    const drawn = { x: x!, y: y! };
    expect([Math.round(drawn.x - alert.x), Math.round(drawn.y - alert.y)]).toEqual([0, 44]);
  });
});
