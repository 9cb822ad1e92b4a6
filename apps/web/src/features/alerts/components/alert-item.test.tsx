// @vitest-environment jsdom
import type { Alert } from '@secops/domain/alerts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertsQueryOptions } from '../api/get-alerts.ts';
import { testAlert } from '../utils/alert-test-data.ts';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client.ts', () => ({ api: { post } }));
const { AlertItem } = await import('./alert-item.tsx');
const { AlertResolveModal } = await import('./alert-resolve-modal.tsx');

const NOW = new Date('2026-11-25T20:22:00Z');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderWith(ui: ReactNode) {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

const item = (alert: Alert, onResolve = vi.fn()) =>
  renderWith(<AlertItem alert={alert} now={NOW} onResolve={onResolve} />);

describe('an alert on the Alertes page', () => {
  it('shows its type, status, age, cause, and links to the agent and the mission', () => {
    item(testAlert('a'));
    expect(screen.getByText('Absence à la prise de poste')).toBeTruthy();
    expect(screen.getByText('Ouverte')).toBeTruthy();
    expect(screen.getByText('depuis 12 min')).toBeTruthy();
    expect(
      screen.getByText("Pas de prise de poste 10 min après le début de l'horaire de 21:00"),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Emma Petit' }).getAttribute('href')).toBe(
      '/admin/agents/agent-1',
    );
    expect(screen.getByRole('link', { name: 'Garde du Louvre' }).getAttribute('href')).toBe(
      '/admin/missions/mission-1',
    );
  });

  it('takes an open alert and puts its new state in the lists shown', async () => {
    const taken = testAlert('a', {
      status: 'ACKNOWLEDGED',
      acknowledgedBy: { id: 'u1', name: 'Claire Vasseur' },
    });
    post.mockResolvedValueOnce(taken);
    const queryClient = item(testAlert('a'));
    queryClient.setQueryData(alertsQueryOptions({ status: 'OPEN' }).queryKey, [testAlert('a')]);
    queryClient.setQueryData(alertsQueryOptions({}).queryKey, [testAlert('a')]);
    await userEvent.click(screen.getByRole('button', { name: 'Prendre en compte' }));
    expect(post).toHaveBeenCalledWith('/alerts/a/acknowledge');
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(alertsQueryOptions({ status: 'OPEN' }).queryKey)).toEqual([]),
    );
    expect(queryClient.getQueryData(alertsQueryOptions({}).queryKey)).toEqual([taken]);
  });

  it('offers only Résoudre once taken, and nothing once resolved', () => {
    item(testAlert('a', { status: 'ACKNOWLEDGED' }));
    expect(screen.queryByRole('button', { name: 'Prendre en compte' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Résoudre' })).toBeTruthy();
    cleanup();
    item(testAlert('b', { status: 'RESOLVED', resolvedAt: '2026-11-25T20:20:00Z', resolution: 'Remplacé' }));
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText(/Remplacé/)).toBeTruthy();
  });

  it('sends an SOS alert to the live map, where the SOS is handled, instead of taking or resolving it', () => {
    item(testAlert('s', { type: 'SOS', sosId: 'sos-1', cause: "SOS déclenché par l'agent" }));
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Voir sur la carte' }).getAttribute('href')).toBe('/admin/gps');
  });

  it('links a serious incident alert to the incidents', () => {
    item(testAlert('i', { type: 'INCIDENT_HIGH', incidentId: 'inc-1', agent: null, mission: null }));
    expect(screen.getByRole('link', { name: 'Incidents' }).getAttribute('href')).toBe('/admin/incidents');
  });

  it("shows a client's request with its whole text and mission, for staff to take and resolve by hand", () => {
    const cause = 'Demande du client : Merci de vérifier la porte du parking.\nElle reste ouverte la nuit.';
    item(testAlert('c', { type: 'CLIENT_REQUEST', agent: null, shiftId: null, cause }));
    expect(screen.getByText('Demande du client')).toBeTruthy();
    expect(screen.getByRole('article').textContent).toContain('Elle reste ouverte la nuit.');
    expect(screen.getByRole('link', { name: 'Garde du Louvre' }).getAttribute('href')).toBe(
      '/admin/missions/mission-1',
    );
    expect(screen.getByRole('button', { name: 'Prendre en compte' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Résoudre' })).toBeTruthy();
  });
});

describe('resolving an alert', () => {
  it('asks for the note before sending it', async () => {
    const onClose = vi.fn();
    post.mockResolvedValueOnce(testAlert('a', { status: 'RESOLVED', resolution: 'Agent remplacé' }));
    renderWith(<AlertResolveModal alert={testAlert('a')} onClose={onClose} />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Résoudre' }).at(-1)!);
    expect(screen.getByText('Une note de résolution est requise')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Note de résolution/), 'Agent remplacé');
    await userEvent.click(screen.getAllByRole('button', { name: 'Résoudre' }).at(-1)!);
    expect(post).toHaveBeenCalledWith('/alerts/a/resolve', { note: 'Agent remplacé' });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
