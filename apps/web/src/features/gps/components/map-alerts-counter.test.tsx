// @vitest-environment jsdom
import type { Alert } from '@secops/domain/alerts';
import { agentFreshness } from '@secops/domain/freshness';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentOnMap } from '../utils/live-positions.ts';
import { listMapAlerts, type SosOnMap } from '../utils/map-alerts.ts';
import { MapAlertsCounter } from './map-alerts-counter.tsx';

const NOW = new Date('2026-11-25T12:00:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const alert = (id: string, fields: Partial<Alert>): Alert => ({
  id,
  type: 'NO_SHOW',
  status: 'OPEN',
  agent: null,
  mission: null,
  shiftId: null,
  raisedAt: ago(1),
  cause: '',
  acknowledgedBy: null,
  acknowledgedAt: null,
  resolvedAt: null,
  resolution: null,
  sosId: null,
  incidentId: null,
  ...fields,
});

const sos: SosOnMap = {
  id: 'sos-1',
  status: 'OPEN',
  lat: 48.86,
  lng: 2.33,
  createdAt: ago(3),
  agent: { id: 'a-durand', firstName: 'Lucas', lastName: 'Durand', photo: null, phone: null, falseAlarms: 0 },
  mission: { id: 'm1', title: 'Protection rapprochée — délégation au Marois' },
};

const petit: AgentOnMap = {
  agentId: 'a-petit',
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
  alerts: [
    alert('sos', {
      type: 'SOS',
      sosId: 'sos-1',
      agent: { id: 'a-durand', name: 'Lucas Durand' },
      mission: { id: 'm1', title: 'Protection rapprochée — délégation au Marois' },
      raisedAt: ago(3),
      cause: "SOS déclenché par l'agent",
    }),
    alert('lost', {
      type: 'POSITION_LOST',
      agent: { id: 'a-petit', name: 'Emma Petit' },
      mission: { id: 'm2', title: 'Garde du Louvre' },
      raisedAt: ago(125),
      cause: 'Aucune position du traceur depuis 10 min (dernière à 10:45)',
    }),
    alert('noshow', {
      agent: { id: 'a-leroy', name: 'Hugo Leroy' },
      mission: { id: 'm3', title: 'Accueil tour Montparnasse' },
      raisedAt: ago(12),
      cause: "Pas de prise de poste 10 min après le début de l'horaire de 12:38",
    }),
    alert('taken', { status: 'ACKNOWLEDGED', agent: { id: 'a-x', name: 'Nina Roux' } }),
  ],
  agents: [petit],
  sos: [sos],
});

afterEach(cleanup);

function renderCounter() {
  const onShow = vi.fn();
  render(<MapAlertsCounter alerts={alerts} now={NOW} onShow={onShow} />);
  return { onShow, counter: screen.getByRole('button', { name: 'Alertes 3' }) };
}

describe('the live map alerts counter', () => {
  it('counts the open dispatch alerts only and lists each with its agent, mission, type, age and cause', async () => {
    const { counter } = renderCounter();
    expect(counter.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(counter);
    const list = screen.getByRole('dialog', { name: 'Alertes en cours' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      "Lucas DurandProtection rapprochée — délégation au MaroisSOS · depuis 3 minSOS déclenché par l'agent",
      'Emma PetitGarde du LouvrePosition perdue · depuis 2 h 05Aucune position du traceur depuis 10 min (dernière à 10:45)',
      "Hugo LeroyAccueil tour MontparnasseAbsence à la prise de poste · depuis 12 minPas de prise de poste 10 min après le début de l'horaire de 12:38Position inconnue",
    ]);
    expect(counter.getAttribute('aria-expanded')).toBe('true');
  });

  it('centres the map on the alert picked, closes the list and gives focus back to the counter', async () => {
    const { onShow, counter } = renderCounter();
    await userEvent.click(counter);
    await userEvent.click(screen.getByRole('button', { name: /Lucas Durand/ }));
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
