// @vitest-environment jsdom
import type { ClientUser } from '@secops/domain/client-portal';
import type { ReportSettingsView, SentReport } from '@secops/domain/client-reports';
import type { Client } from '@secops/domain/clients.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../auth/index.ts';
import { ClientDetailRoute } from './client-detail.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const ID = '33333333-3333-4333-8333-333333333333';
const client: Client = {
  id: ID,
  name: 'Hôtel Lutetia',
  siret: null,
  contact: 'Hélène Martin',
  email: 'securite@lutetia.test',
  phone: null,
  address: '45 boulevard Raspail, 75006 Paris',
  notes: null,
  createdAt: '2026-01-05T09:00:00Z',
  _count: { missions: 2 },
};
const users: ClientUser[] = [
  {
    id: 'u-1',
    email: 'helene.martin@lutetia.test',
    firstName: 'Hélène',
    lastName: 'Martin',
    isActive: true,
    hasSignedIn: false,
    createdAt: '2026-11-20T09:00:00Z',
  },
];
let settings: ReportSettingsView;
const report: SentReport = {
  id: 'r-1',
  kind: 'MANUAL',
  periodStart: '2026-11-24',
  periodEnd: '2026-11-24',
  recipients: ['direction@lutetia.test'],
  status: 'SENT',
  attempts: 1,
  lastError: null,
  sentAt: '2026-11-25T07:00:30Z',
  createdAt: '2026-11-25T07:00:00Z',
  pdfUrl: `/api/clients/${ID}/reports/r-1/pdf`,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const sent: { method: string; path: string; body: unknown }[] = [];
const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
  const path = String(input).replace(/^\/api/, '');
  const method = init?.method ?? 'GET';
  const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
  sent.push({ method, path, body });
  if (path === `/clients/${ID}`) return Promise.resolve(json(client));
  if (path === `/clients/${ID}/users`)
    return Promise.resolve(method === 'POST' ? json(users[0], 201) : json(users));
  if (path === `/clients/${ID}/report-settings`) {
    if (method === 'PUT') settings = body as ReportSettingsView;
    return Promise.resolve(json(settings));
  }
  if (path === `/clients/${ID}/reports`) return Promise.resolve(json([report]));
  if (path === `/clients/${ID}/reports/send`) return Promise.resolve(json(report, 202));
  return Promise.resolve(json({ message: 'introuvable' }, 404));
});

function renderAs(role: 'ADMIN' | 'SUPERVISOR') {
  useAuthStore.setState({
    user: { id: 'me', email: 'me@example.test', role } as never,
    accessToken: 'a',
    refreshToken: 'r',
    isAuthenticated: true,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/admin/clients/${ID}`]}>
        <Routes>
          <Route path="/admin/clients/:id" element={<ClientDetailRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  settings = { recipients: [], frequency: 'OFF', time: '07:00', weekday: null };
  sent.length = 0;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the client page', () => {
  it('lets an admin invite a portal user and see who has an account', async () => {
    renderAs('ADMIN');
    const access = await screen.findByRole('region', { name: 'Accès client' });
    const user = userEvent.setup();
    expect(await within(access).findByText('Hélène Martin')).toBeTruthy();
    expect(within(access).getByText('Invitation en attente')).toBeTruthy();
    expect(within(access).getByRole('button', { name: 'Désactiver' })).toBeTruthy();

    await user.type(within(access).getByLabelText(/^E-mail/), 'Paul.Roux@Lutetia.test');
    await user.type(within(access).getByLabelText('Prénom'), 'Paul');
    await user.click(within(access).getByRole('button', { name: 'Inviter' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Invitation envoyée'));
    expect(sent.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      path: `/clients/${ID}/users`,
      body: { email: 'paul.roux@lutetia.test', firstName: 'Paul', lastName: null },
    });
  });

  it('shows a supervisor the section without its controls, and never asks for the accounts', async () => {
    renderAs('SUPERVISOR');
    const access = await screen.findByRole('region', { name: 'Accès client' });
    expect(within(access).queryByRole('button', { name: 'Inviter' })).toBeNull();
    expect(within(access).getByText(/Seuls les administrateurs/)).toBeTruthy();
    expect(sent.some((r) => r.path.endsWith('/users'))).toBe(false);
  });

  it('saves a weekly report with its recipients and day, then sends a day at once', async () => {
    renderAs('SUPERVISOR');
    const card = await screen.findByRole('region', { name: "Rapport d'activité" });
    const user = userEvent.setup();
    const sendNow = await within(card).findByRole('button', { name: 'Envoyer maintenant' });
    expect(sendNow.hasAttribute('disabled')).toBe(true);
    expect(within(card).queryByLabelText('Jour')).toBeNull();

    await user.type(
      within(card).getByLabelText('Destinataires'),
      'direction@lutetia.test{Enter}{Enter}nuit@lutetia.test',
    );
    await user.selectOptions(within(card).getByLabelText('Fréquence'), 'Hebdomadaire');
    await user.selectOptions(within(card).getByLabelText('Jour'), 'Vendredi');
    await user.clear(within(card).getByLabelText("Heure d'envoi"));
    await user.type(within(card).getByLabelText("Heure d'envoi"), '1830');
    await user.click(within(card).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Paramètres du rapport enregistrés'));
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
      recipients: ['direction@lutetia.test', 'nuit@lutetia.test'],
      frequency: 'WEEKLY',
      time: '18:30',
      weekday: 5,
    });

    const date = within(card).getByLabelText(/^Date du rapport/);
    await user.clear(date);
    await user.type(date, '24/11/2026');
    await waitFor(() => expect(sendNow.hasAttribute('disabled')).toBe(false));
    await user.click(sendNow);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Rapport envoyé'));
    expect(sent.find((r) => r.path.endsWith('/send'))?.body).toEqual({ date: '2026-11-24' });

    const table = within(card).getByRole('region', { name: 'Rapports envoyés' });
    const row = within(table).getByRole('row', { name: /24\/11\/2026/ });
    expect(row.textContent).toContain('Envoi manuel');
    expect(row.textContent).toContain('direction@lutetia.test');
    expect(row.textContent).toContain('Envoyé');
    expect(row.textContent).toContain('25/11/2026 à 08:00');
    expect(within(row).getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe(report.pdfUrl);
  });

  it('names the line of an invalid recipient and sends nothing', async () => {
    renderAs('ADMIN');
    const card = await screen.findByRole('region', { name: "Rapport d'activité" });
    const user = userEvent.setup();
    await user.type(
      await within(card).findByLabelText('Destinataires'),
      'direction@lutetia.test{Enter}direction',
    );
    await user.selectOptions(within(card).getByLabelText('Fréquence'), 'Quotidien');
    await user.click(within(card).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(card).findByText('Ligne 2 : adresse e-mail invalide')).toBeTruthy();
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);
  });
});
