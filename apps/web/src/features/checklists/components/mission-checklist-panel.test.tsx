// @vitest-environment jsdom
import * as MSG from '@secops/domain/messages';
import type { ChecklistItem } from '@secops/domain/missions.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MissionChecklistPanel } from './mission-checklist-panel.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const MISSION = '11111111-1111-4111-8111-111111111111';
const LEA = '22222222-2222-4222-8222-222222222222';
const MARC = '33333333-3333-4333-8333-333333333333';
const GONE = '44444444-4444-4444-8444-444444444444';
const team = [
  { id: LEA, firstName: 'Léa', lastName: 'Martin' },
  { id: MARC, firstName: 'Marc', lastName: 'Petit' },
];
const SIGNED = '2026-03-02T13:05:00.000Z';

const task = (
  id: string,
  label: string,
  assignedAgents: string[],
  tickers: string[] = [],
): ChecklistItem => ({
  id,
  missionId: MISSION,
  label,
  category: 'equipment',
  required: true,
  assignedAgents,
  order: 0,
  ticks: tickers.map((agentId) => ({
    agentId,
    checked: true,
    signedAt: SIGNED,
    receivedAt: SIGNED,
    declaredAt: null,
  })),
});
const tasks = [
  task('t1', 'Radio', [], [LEA]),
  task('t2', 'Gilet', [LEA], [LEA]),
  task('t3', 'Badge', [GONE], [GONE]),
];

const fetchMock = vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
  Promise.resolve(
    init?.method === 'DELETE'
      ? new Response(null, { status: 204 })
      : new Response(JSON.stringify([task('t4', 'Nouvelle', [MARC])]), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
  ),
);

function setup(archived = false) {
  const onChanged = vi.fn();
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MissionChecklistPanel
        missionId={MISSION}
        archived={archived}
        tasks={tasks}
        team={team}
        onChanged={onChanged}
      />
    </QueryClientProvider>,
  );
  return { onChanged, user: userEvent.setup() };
}
const row = (label: string) =>
  within(screen.getByRole('list', { name: MSG.checklistPanelTasks }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(label))!;

describe('mission check-list panel', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('counts a task for everyone done only once the whole team ticked it', () => {
    setup();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('2/3 tâches terminées');
    expect(row('Radio').textContent).toContain(`Pour : ${MSG.checklistWholeTeam}`);
    expect(row('Radio').textContent).toContain(MSG.checklistTaskPending);
    expect(row('Gilet').textContent).toContain(MSG.checklistTaskDone);
  });

  it('names who each task is for and who ticked it when, in Paris time', () => {
    setup();
    expect(row('Gilet').textContent).toContain('Pour : Léa Martin');
    expect(row('Gilet').textContent).toContain('Cochée par Léa Martin le 02/03/2026 à 14:05');
    expect(row('Badge').textContent).toContain(`Pour : ${MSG.checklistFormerAgent}`);
  });

  it('adds a task for the agents ticked, then asks the page to read the mission again', async () => {
    const { user, onChanged } = setup();
    await user.click(screen.getByRole('button', { name: MSG.checklistAddTask }));
    const dialog = screen.getByRole('dialog', { name: MSG.checklistAddTask });
    await user.type(within(dialog).getByLabelText(/Libellé/), 'Nouvelle');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Marc Petit' }));
    await user.click(within(dialog).getByRole('button', { name: MSG.checklistTaskSubmit }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/checklists/bulk');
    expect(JSON.parse(String(init?.body))).toEqual({
      missionId: MISSION,
      items: [{ label: 'Nouvelle', category: 'general', required: true, assignedAgents: [MARC] }],
    });
  });

  it('removes a task only once confirmed', async () => {
    const { user, onChanged } = setup();
    await user.click(screen.getByRole('button', { name: 'Supprimer la tâche « Gilet »' }));
    const confirm = screen.getByRole('dialog', { name: MSG.checklistTaskRemoveTitle });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: MSG.checklistTaskRemoveAction }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/checklists/items/t2');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
  });

  it('offers neither adding nor removing on an archived mission', () => {
    setup(true);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });
});
