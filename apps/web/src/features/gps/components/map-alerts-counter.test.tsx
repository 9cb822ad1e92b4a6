// @vitest-environment jsdom
import type { Sos } from '@secops/domain/sos';
import { agentFreshness } from '@secops/domain/freshness';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentOnMap } from '../utils/live-positions.ts';
import { listMapAlerts, type SosOnMap } from '../utils/map-alerts.ts';
import { MapAlertsCounter } from './map-alerts-counter.tsx';

const NOW = new Date('2026-11-25T12:00:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const sos = (id: string, status: Sos['status'], minutes: number, lat: number, lng: number): SosOnMap => ({
  id,
  status,
  lat,
  lng,
  createdAt: ago(minutes),
  agent: { id: `a-${id}`, firstName: 'Lucas', lastName: id, photo: null, phone: null, falseAlarms: 0 },
  mission: { id: 'm1', title: 'Protection rapprochée — délégation au Marois' },
});

const lostAgent: AgentOnMap = {
  agentId: 'a-lost',
  missionId: 'm2',
  lat: 48.8679,
  lng: 2.3299,
  accuracy: 10,
  speed: null,
  heading: null,
  battery: null,
  timestamp: ago(12),
  agent: { firstName: 'Emma', lastName: 'Petit', photo: null, matricule: 'AG-0002' },
  mission: { title: 'Garde du Louvre' },
  freshness: agentFreshness(ago(12), NOW),
};

const alerts = listMapAlerts({
  agents: [lostAgent],
  activeMissionIds: new Set(['m1', 'm2']),
  perimeter: null,
  sos: [sos('Martin', 'ACKNOWLEDGED', 75, 48.86, 2.33), sos('Durand', 'OPEN', 3, 48.85, 2.34)],
});

afterEach(cleanup);

function renderCounter() {
  const onShow = vi.fn();
  render(<MapAlertsCounter alerts={alerts} now={NOW} onShow={onShow} />);
  return { onShow, counter: screen.getByRole('button', { name: 'Alertes 3' }) };
}

describe('the live map alerts counter', () => {
  it('counts a taken SOS until it is closed and lists each alert with its agent, mission, cause and age', async () => {
    const { counter } = renderCounter();
    expect(counter.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(counter);
    const list = screen.getByRole('dialog', { name: 'Alertes en cours' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Lucas DurandProtection rapprochée — délégation au MaroisSOS en attente · depuis 3 min',
      'Lucas MartinProtection rapprochée — délégation au MaroisSOS pris en charge · depuis 1 h 15 min',
      'Emma PetitGarde du LouvreConnexion perdue · depuis 12 min',
    ]);
    expect(counter.getAttribute('aria-expanded')).toBe('true');
  });

  it('centres the map on the alert picked, closes the list and gives focus back to the counter', async () => {
    const { onShow, counter } = renderCounter();
    await userEvent.click(counter);
    await userEvent.click(screen.getByRole('button', { name: /Lucas Martin/ }));
    expect(onShow).toHaveBeenCalledExactlyOnceWith({ lat: 48.86, lng: 2.33 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(counter);

    await userEvent.click(counter);
    await userEvent.click(screen.getByRole('button', { name: /Emma Petit/ }));
    expect(onShow).toHaveBeenLastCalledWith({ lat: 48.8679, lng: 2.3299 });
  });

  it('closes on Escape and gives focus back to the counter', async () => {
    const { counter } = renderCounter();
    await userEvent.click(counter);
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(counter);
  });
});
