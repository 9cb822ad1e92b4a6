// @vitest-environment jsdom
import type { ClientActivity, ClientMissionDetail } from '@secops/domain/client-portal';
import * as MSG from '@secops/domain/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastDays } from '../utils/period.ts';
import { ClientMissionRoute } from './mission-page.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const ID = 'm-1';
const mission: ClientMissionDetail = {
  id: ID,
  title: 'Accueil Lutetia',
  type: 'EVENT',
  status: 'ACTIVE',
  phase: 'IN_PROGRESS',
  startAt: '2026-03-01T07:00:00Z',
  endAt: '2026-03-31T19:00:00Z',
  address: '45 boulevard Raspail, 75006 Paris',
  hasTours: false,
  logbookTypes: ['OBSERVATION', 'PATROL', 'VISITOR', 'DELIVERY'],
};
const activity: ClientActivity = {
  from: '2026-03-02',
  to: '2026-03-08',
  posts: [
    {
      shiftId: 's-1',
      guard: 'Jean D.',
      startAt: '2026-03-02T07:00:00Z',
      endAt: '2026-03-02T15:00:00Z',
      clockInAt: '2026-03-02T06:58:00Z',
      clockOutAt: '2026-03-02T15:02:00Z',
      minutes: 480,
    },
    {
      shiftId: 's-2',
      guard: null,
      startAt: '2026-03-03T07:00:00Z',
      endAt: '2026-03-03T15:00:00Z',
      clockInAt: null,
      clockOutAt: null,
      minutes: 0,
    },
  ],
  hours: {
    days: [
      { date: '2026-03-02', minutes: 480 },
      { date: '2026-03-03', minutes: 0 },
    ],
    weeks: [{ weekStart: '2026-03-02', minutes: 480 }],
    totalMinutes: 480,
  },
  incidents: [
    {
      id: 'i-1',
      title: 'Porte de service forcée',
      type: 'intrusion',
      severity: 4,
      occurredAt: '2026-03-02T10:15:00Z',
      status: 'RESOLVED',
      resolution: 'Serrure remplacée',
      resolvedAt: '2026-03-02T12:00:00Z',
    },
  ],
  logbook: [
    {
      id: 'l-1',
      type: 'VISITOR',
      text: 'Livreur Chronopost accueilli',
      occurredAt: '2026-03-02T09:00:00Z',
      author: 'Jean D.',
      correctsId: null,
    },
  ],
  rounds: [],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const sent: { method: string; url: string; body: unknown }[] = [];
const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input).replace(/^\/api/, '');
  const method = init?.method ?? 'GET';
  sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  const path = url.split('?')[0];
  if (path === `/client/missions/${ID}`) return Promise.resolve(json(mission));
  if (path === `/client/missions/${ID}/activity`) return Promise.resolve(json(activity));
  if (path === `/client/missions/${ID}/requests`)
    return Promise.resolve(
      json({ id: 'r-1', text: 'x', createdAt: '2026-03-08T10:00:00Z', author: null }, 201),
    );
  return Promise.resolve(
    json({ statusCode: 404, code: 'NOT_FOUND', message: 'Mission introuvable', issues: [] }, 404),
  );
});

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/client/missions/:id" element={<ClientMissionRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the client’s mission page', () => {
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    toasts.success.mockClear();
  });

  it('asks for the last 7 days and shows the posts, hours, incidents with their PDF, and the logbook', async () => {
    renderAt(`/client/missions/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Accueil Lutetia' })).toBeDefined();
    const { from, to } = lastDays(7);
    await waitFor(() =>
      expect(sent.some((r) => r.url === `/client/missions/${ID}/activity?from=${from}&to=${to}`)).toBe(true),
    );

    const posts = await screen.findByRole('region', { name: MSG.portalPostsTitle });
    expect(within(posts).getByText('Jean D.')).toBeDefined();
    expect(within(posts).getByText('Arrivée 07:58 · Départ 16:02')).toBeDefined();
    expect(within(posts).getByText(MSG.portalPostOpen)).toBeDefined();
    expect(within(posts).getByText(MSG.portalPostNotClocked)).toBeDefined();

    const hours = screen.getByRole('region', { name: MSG.portalHoursTitle });
    expect(within(hours).getByText('Semaine du 02/03/2026')).toBeDefined();
    expect(within(hours).getAllByText('8 h').length).toBeGreaterThan(0);

    const incidents = screen.getByRole('region', { name: MSG.portalIncidentsTitle });
    const incident = within(incidents).getByRole('article', { name: 'Porte de service forcée' });
    expect(within(incident).getByText('Résolu')).toBeDefined();
    expect(within(incident).getByText('Serrure remplacée')).toBeDefined();
    expect(within(incident).getByRole('link', { name: MSG.portalIncidentPdf }).getAttribute('href')).toBe(
      '/api/client/incidents/i-1/report.pdf',
    );

    const logbook = screen.getByRole('region', { name: MSG.portalLogbookTitle });
    expect(within(logbook).getByText('Livreur Chronopost accueilli')).toBeDefined();
    // No tours on this mission: no rounds section.
    expect(screen.queryByRole('region', { name: MSG.portalRoundsTitle })).toBeNull();
  });

  it('says why a period ending before it starts is not shown', async () => {
    const user = userEvent.setup();
    renderAt(`/client/missions/${ID}`);
    const to = await screen.findByLabelText(MSG.portalPeriodTo);
    await user.clear(to);
    await user.type(to, '01/01/2020');
    expect(await screen.findByText(MSG.clientActivityPeriodInvalid)).toBeDefined();
    expect(sent.some((r) => r.url.includes('to=2020-01-01'))).toBe(false);
  });

  it('sends a request and says so', async () => {
    const user = userEvent.setup();
    renderAt(`/client/missions/${ID}`);
    const form = await screen.findByRole('region', { name: MSG.portalRequestTitle });
    await user.click(within(form).getByRole('button', { name: MSG.portalRequestSend }));
    expect(await within(form).findByText(MSG.clientRequestTextRequired)).toBeDefined();

    await user.type(within(form).getByLabelText(/Votre demande/), 'Merci de fermer la grille à 22 h.');
    await user.click(within(form).getByRole('button', { name: MSG.portalRequestSend }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(MSG.portalRequestSent));
    expect(sent.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      url: `/client/missions/${ID}/requests`,
      body: { text: 'Merci de fermer la grille à 22 h.' },
    });
    expect((within(form).getByLabelText(/Votre demande/) as HTMLTextAreaElement).value).toBe('');
  });

  it('shows another company’s mission as not found', async () => {
    renderAt('/client/missions/other');
    expect(await screen.findByText(MSG.portalMissionNotFound)).toBeDefined();
    expect(screen.getByRole('link', { name: MSG.portalBackToMissions }).getAttribute('href')).toBe('/client');
  });
});
