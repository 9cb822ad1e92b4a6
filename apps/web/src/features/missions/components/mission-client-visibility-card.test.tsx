// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MissionClientVisibilityCard } from './mission-client-visibility-card.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const puts: unknown[] = [];
const fetchMock = vi.fn((_: RequestInfo | URL, init?: RequestInit) => {
  if (init?.method === 'PUT') {
    const body: unknown = JSON.parse(String(init.body));
    puts.push(body);
    return Promise.resolve(json(body));
  }
  return Promise.resolve(json({ logbookTypes: ['OBSERVATION', 'PATROL', 'VISITOR', 'DELIVERY'] }));
});

function renderCard(archived = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MissionClientVisibilityCard missionId="m-1" hasClient archived={archived} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  puts.length = 0;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("the mission's client visibility", () => {
  it('offers each selectable type under its label and saves the choice in the catalogue order', async () => {
    renderCard();
    const group = await screen.findByRole('group', { name: 'Main courante visible par le client' });
    expect(group.querySelectorAll('input[type=checkbox]')).toHaveLength(10);
    expect(screen.getByRole('checkbox', { name: 'Observation' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Consigne' })).toHaveProperty('checked', false);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Ronde manquée' }));
    await user.click(screen.getByRole('checkbox', { name: 'Visiteur' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Visibilité client enregistrée'));
    expect(puts).toEqual([{ logbookTypes: ['OBSERVATION', 'PATROL', 'DELIVERY', 'ROUND_MISSED'] }]);
  });

  it('shows an archived mission’s choice without a way to change it', async () => {
    renderCard(true);
    expect(await screen.findByRole('checkbox', { name: 'Observation' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });
});
