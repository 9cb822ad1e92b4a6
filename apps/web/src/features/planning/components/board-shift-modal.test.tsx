// @vitest-environment jsdom
import * as MSG from '@secops/domain/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../auth/index.ts';
import type { BoardAgent, BoardShift } from '../utils/board-layout.ts';
import { BoardShiftModal, type ShiftModalTarget } from './board-shift-modal.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const MISSION = '11111111-1111-4111-8111-111111111111';
const AGENT = '22222222-2222-4222-8222-222222222222';
const agents: BoardAgent[] = [
  {
    id: AGENT,
    firstName: 'Léa',
    lastName: 'Martin',
    matricule: 'AG-7',
    grade: 'AGENT',
    specialties: [],
    weeklyContractHours: 35,
    plannedMinutes: 0,
  },
];
const REST_REFUSAL = {
  statusCode: 409,
  code: 'WORKING_TIME',
  message: 'Cet horaire enfreint les règles de temps de travail',
  violations: [{ rule: 'DAILY_REST', message: 'Repos de 5 h entre deux journées (minimum 11 h)' }],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const sent: { method: string; url: string; body: Record<string, unknown> }[] = [];
const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
  const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
  sent.push({ method: init?.method ?? 'GET', url: String(input), body });
  // A move to the 10th breaks the daily rest unless acknowledged.
  if (String(body.startAt).startsWith('2026-03-10') && !body.acknowledgeViolations)
    return Promise.resolve(json(REST_REFUSAL, 409));
  return Promise.resolve(json({ id: 's' }, init?.method === 'POST' ? 201 : 200));
});

function setup(target: ShiftModalTarget, role: 'ADMIN' | 'SUPERVISOR' = 'ADMIN') {
  useAuthStore.setState({
    user: { id: 'u', email: 'u@example.test', role } as never,
    accessToken: 'a',
    refreshToken: 'r',
    isAuthenticated: true,
  });
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BoardShiftModal
        target={target}
        agents={agents}
        missions={[{ id: MISSION, label: 'Tour Horizon' }]}
        onClose={onClose}
      />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onClose };
}

const shift = (agentId: string | null): BoardShift => ({
  id: 'shift-1',
  agentId,
  missionId: MISSION,
  missionTitle: 'Tour Horizon',
  clientId: null,
  clientName: null,
  startAt: '2026-03-09T07:00:00.000Z',
  endAt: '2026-03-09T15:00:00.000Z',
  zone: null,
  recurrenceGroupId: null,
  workingTimeOverride: null,
});

describe('the board’s shift form', () => {
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('plans an open shift from the "Postes à pourvoir" row: 08:00–16:00 Paris that day, nobody on it', async () => {
    const { user, onClose } = setup({ kind: 'create', agentId: '', date: '2026-03-09' });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /^Agent/ }).value).toBe('');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Mission/ }), MISSION);
    await user.click(screen.getByRole('button', { name: MSG.boardSave }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/planning/shifts',
      body: {
        agentId: null,
        missionId: MISSION,
        startAt: '2026-03-09T07:00:00.000Z',
        endAt: '2026-03-09T15:00:00.000Z',
      },
    });
    expect(toasts.success).toHaveBeenCalledWith(MSG.shiftAdded);
  });

  it('shows the rule a change breaks, and an admin saves it anyway, acknowledged', async () => {
    const { user, onClose } = setup({ kind: 'edit', shift: shift(AGENT) });
    const start = screen.getByLabelText(/^Début/);
    await user.clear(start);
    await user.type(start, '10/03/2026 08:00');
    const end = screen.getByLabelText(/^Fin/);
    await user.clear(end);
    await user.type(end, '10/03/2026 16:00');
    await user.click(screen.getByRole('button', { name: MSG.boardSave }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Repos de 5 h entre deux journées (minimum 11 h)');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: MSG.workingTimeOverride }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.at(-1)).toMatchObject({
      method: 'PATCH',
      url: '/api/planning/shifts/shift-1',
      body: { agentId: AGENT, startAt: '2026-03-10T07:00:00.000Z', acknowledgeViolations: true },
    });
    expect(toasts.success).toHaveBeenCalledWith(MSG.shiftUpdated);
  });

  it('tells a supervisor that only an administrator may save it anyway', async () => {
    const { user } = setup({ kind: 'edit', shift: shift(AGENT) }, 'SUPERVISOR');
    const start = screen.getByLabelText(/^Début/);
    await user.clear(start);
    await user.type(start, '10/03/2026 08:00');
    const end = screen.getByLabelText(/^Fin/);
    await user.clear(end);
    await user.type(end, '10/03/2026 16:00');
    await user.click(screen.getByRole('button', { name: MSG.boardSave }));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.workingTimeOverrideAdminOnly);
    expect(screen.queryByRole('button', { name: MSG.workingTimeOverride })).toBeNull();
  });
});
