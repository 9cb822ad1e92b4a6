// @vitest-environment jsdom
import type { LivePosition } from '@secops/domain/gps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GPS_TEXTS } from '../texts.ts';
import { withFreshness } from '../utils/live-positions.ts';
import { PositionPopup } from './position-popup.tsx';

const now = new Date('2026-03-02T10:00:00Z');
const position: LivePosition = {
  agentId: 'a1',
  missionId: 'm1',
  lat: 48.85,
  lng: 2.35,
  accuracy: 10,
  speed: null,
  heading: null,
  battery: 60,
  timestamp: '2026-03-02T09:40:00.000Z',
  agent: { firstName: 'Lina', lastName: 'Garnier', photo: null, matricule: 'M-001' },
  mission: { title: 'Parking Opéra' },
};

function renderPopup(entry: LivePosition) {
  const [agent] = withFreshness([entry], now);
  if (!agent) throw new Error('no agent');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PositionPopup agent={agent} />
    </QueryClientProvider>,
  );
}

describe('PositionPopup', () => {
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

  it('shows the tracker’s last contact, time (Paris) and battery, when a heartbeat came after the position', () => {
    renderPopup({ ...position, lastContact: { at: '2026-03-02T09:58:00.000Z', battery: 23.6 } });
    const label = screen.getByText(GPS_TEXTS.lastContact);
    expect(label.nextElementSibling?.textContent).toBe('10:58, batterie 24 %');
  });

  it('shows the time alone when the heartbeat told no battery, and no line without a newer heartbeat', () => {
    renderPopup({ ...position, lastContact: { at: '2026-03-02T09:58:00.000Z', battery: null } });
    expect(screen.getByText(GPS_TEXTS.lastContact).nextElementSibling?.textContent).toBe('10:58');
    cleanup();
    renderPopup({ ...position, lastContact: null });
    expect(screen.queryByText(GPS_TEXTS.lastContact)).toBeNull();
  });
});
