// @vitest-environment jsdom
import * as MSG from '@secops/domain/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShiftForm } from './shift-form.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const MISSION = '11111111-1111-4111-8111-111111111111';
const TEAM_AGENT = '22222222-2222-4222-8222-222222222222';
const OTHER_AGENT = '33333333-3333-4333-8333-333333333333';

const agent = (id: string, lastName: string) => ({
  id,
  firstName: 'Léa',
  lastName,
  matricule: `M-${lastName}`,
  isActive: true,
  deleted: false,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url.startsWith('/api/agents')) return Promise.resolve(json([agent(OTHER_AGENT, 'Durand')]));
  if (url.startsWith('/api/planning/suggest-agents'))
    return Promise.resolve(
      json([
        {
          agentId: OTHER_AGENT,
          agent: { ...agent(OTHER_AGENT, 'Durand'), photo: null, specialties: [] },
          score: 180,
          availability: 'available',
          distance: 2,
          workloadHours: 0,
          reasons: ['Disponible'],
        },
      ]),
    );
  if (url.startsWith('/api/planning/shifts') && init?.method === 'POST')
    return Promise.resolve(json([{ id: 'a' }, { id: 'b' }, { id: 'c' }], 201));
  return Promise.resolve(json([]));
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ShiftForm missionId={MISSION} team={[{ ...agent(TEAM_AGENT, 'Martin') }]} />
    </QueryClientProvider>,
  );
  const setDate = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return { user: userEvent.setup(), setDate };
}

const suggestButton = () => screen.getByRole<HTMLButtonElement>('button', { name: MSG.suggestAgents });

describe('shift form', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('keeps "Suggérer des agents" disabled, with the reason, until both dates are chosen', () => {
    const { setDate } = setup();
    expect(suggestButton().disabled).toBe(true);
    expect(screen.getByText(MSG.suggestionDatesRequired)).toBeTruthy();
    setDate(/^Début/, '2026-03-10T08:00');
    expect(suggestButton().disabled).toBe(true);
    setDate(/^Fin/, '2026-03-10T16:00');
    expect(suggestButton().disabled).toBe(false);
    expect(screen.queryByText(MSG.suggestionDatesRequired)).toBeNull();
  });

  it('reveals the recurrence type and an end date that cannot precede the start', async () => {
    const { user, setDate } = setup();
    expect(screen.queryByLabelText(/^Type de récurrence/)).toBeNull();
    setDate(/^Début/, '2026-03-10T08:00');
    await user.click(screen.getByRole('switch', { name: MSG.shiftRecurring }));
    expect(screen.getByRole('option', { name: 'Hebdomadaire' })).toBeTruthy();
    expect(screen.getByLabelText(/^Date de fin de récurrence/)).toBeTruthy();
    // The end date's calendar (the browser's own, behind its button) offers no day before the start.
    const calendar = document.querySelector<HTMLInputElement>('input[type="date"]');
    expect(calendar?.min).toBe('2026-03-10');
  });

  it('asks for the agent, the dates and, when recurring, the type and the end date', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('switch', { name: MSG.shiftRecurring }));
    await user.click(screen.getByRole('button', { name: MSG.shiftSubmit }));
    for (const message of [
      MSG.shiftAgentRequired,
      MSG.shiftStartRequired,
      MSG.shiftEndRequired,
      MSG.shiftRecurringTypeRequired,
      MSG.shiftRecurringEndRequired,
    ])
      expect(await screen.findByText(message)).toBeTruthy();
  });

  it('fills the agent with the chosen suggestion and closes the panel', async () => {
    const { user, setDate } = setup();
    setDate(/^Début/, '2026-03-10T08:00');
    setDate(/^Fin/, '2026-03-10T16:00');
    await user.click(suggestButton());
    await user.click(await screen.findByRole('button', { name: 'Choisir Léa Durand' }));
    expect(toasts.success).toHaveBeenCalledWith('1 suggestions trouvées !');
    expect(toasts.success).toHaveBeenCalledWith(MSG.suggestionSelected);
    expect(screen.getByLabelText<HTMLSelectElement>(/^Agent/).value).toBe(OTHER_AGENT);
    expect(screen.queryByText(MSG.suggestionsTitle)).toBeNull();
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([url]) => String(url).includes('suggest'))?.[1]?.body),
    );
    expect(body).toEqual({
      missionId: MISSION,
      startAt: '2026-03-10T07:00:00.000Z',
      endAt: '2026-03-10T15:00:00.000Z',
      limit: 5,
    });
  });

  it('plans a weekly series and says how many shifts were created', async () => {
    const { user, setDate } = setup();
    await user.selectOptions(screen.getByLabelText(/^Agent/), TEAM_AGENT);
    setDate(/^Début/, '2026-03-10T08:00');
    setDate(/^Fin/, '2026-03-10T16:00');
    await user.click(screen.getByRole('switch', { name: MSG.shiftRecurring }));
    await user.selectOptions(screen.getByLabelText(/^Type de récurrence/), 'WEEKLY');
    setDate(/^Date de fin de récurrence/, '2026-03-24');
    await user.click(screen.getByRole('button', { name: MSG.shiftSubmit }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('3 horaires créés !'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      agentId: TEAM_AGENT,
      missionId: MISSION,
      recurring: true,
      recurringType: 'WEEKLY',
      recurringEndDate: '2026-03-24',
    });
  });
});
