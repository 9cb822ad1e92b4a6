// @vitest-environment jsdom
import * as MSG from '@secops/domain/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../auth/index.ts';
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

const WORKING_TIME_REFUSAL = {
  statusCode: 409,
  code: 'WORKING_TIME',
  message:
    'Cet horaire enfreint les règles de temps de travail : Travail de 20 h sur une journée (maximum 12 h)',
  violations: [{ rule: 'MAX_SHIFT', message: 'Travail de 20 h sur une journée (maximum 12 h)' }],
};

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
  if (url.startsWith('/api/planning/shifts') && init?.method === 'POST') {
    const body = JSON.parse(String(init.body)) as { startAt: string; acknowledgeViolations?: boolean };
    // A 20-hour shift breaks the working-time rules unless acknowledged.
    if (body.startAt === '2026-03-10T05:00:00.000Z' && !body.acknowledgeViolations)
      return Promise.resolve(json(WORKING_TIME_REFUSAL, 409));
    return Promise.resolve(json([{ id: 'a' }, { id: 'b' }, { id: 'c' }], 201));
  }
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

  it.each([
    ['ADMIN', true],
    ['SUPERVISOR', false],
  ] as const)('shows the working-time rules a shift breaks; %s may save it anyway: %s', async (role, may) => {
    useAuthStore.setState({
      user: { id: 'u', email: 'u@example.test', role } as never,
      accessToken: 'a',
      refreshToken: 'r',
      isAuthenticated: true,
    });
    const { user, setDate } = setup();
    await user.selectOptions(screen.getByLabelText(/^Agent/), TEAM_AGENT);
    setDate(/^Début/, '2026-03-10T06:00');
    setDate(/^Fin/, '2026-03-11T02:00');
    await user.click(screen.getByRole('button', { name: MSG.shiftSubmit }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Travail de 20 h sur une journée (maximum 12 h)');
    expect(toasts.error).not.toHaveBeenCalled();
    const override = screen.queryByRole('button', { name: MSG.workingTimeOverride });
    if (!may) {
      expect(override).toBeNull();
      expect(alert.textContent).toContain(MSG.workingTimeOverrideAdminOnly);
      return;
    }
    await user.click(override!);
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posts.at(-1)?.[1]?.body))).toMatchObject({ acknowledgeViolations: true });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
