// @vitest-environment jsdom
import type { SessionUser } from '@secops/domain/auth';
import type { Round } from '@secops/domain/rounds';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { useAuthStore } from '../../auth/index.ts';
import { parisDay, roundsOfDayQueryOptions } from '../api/get-rounds.ts';
import { toursQueryOptions } from '../api/get-tours.ts';
import { DueRoundCards } from '../components/due-round-cards.tsx';
import { useLocalRoundsStore } from '../stores/local-rounds-store.ts';
import { testLocalRound, testSlot, testTour } from '../utils/test-tour.ts';
import { RoundScreenRoute } from './round-screen.tsx';

const lucas: SessionUser = {
  id: 'user-lucas',
  email: 'lucas.bernard@example.fr',
  firstName: 'Lucas',
  lastName: 'Bernard',
  role: 'AGENT',
  twoFAEnabled: false,
  agent: null,
};
const MINUTE = 60_000;
/** A slot of the tour scheduled 10 minutes ago: its window is open for 35 more. */
const scheduledAt = () => new Date(Math.floor((Date.now() - 10 * MINUTE) / MINUTE) * MINUTE).toISOString();
const parisTime = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/** The field area with the tours of the mission as the phone keeps them. */
function openAt(path: string, at: string, serverRounds?: Round[]) {
  const queryClient = createQueryClient();
  if (serverRounds)
    queryClient.setQueryData(roundsOfDayQueryOptions('mission-1', parisDay(at)).queryKey, serverRounds);
  queryClient.setQueryData(toursQueryOptions('mission-1').queryKey, [testTour([testSlot(at)])]);
  const mission = {
    id: 'mission-1',
    title: 'Parking Bercy Village',
    status: 'ACTIVE',
    startAt: new Date(Date.now() - 60 * MINUTE).toISOString(),
    endAt: new Date(Date.now() + 8 * 60 * MINUTE).toISOString(),
  };
  const router = createMemoryRouter(
    [
      { path: '/agent', element: <DueRoundCards missions={[mission as never]} /> },
      { path: '/agent/missions/:id/rondes/:tourId', element: <RoundScreenRoute /> },
      { path: '/t/:code', element: <h1>Point de contrôle</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  useAuthStore.setState({ user: lucas, accessToken: 'a', refreshToken: 'r', isAuthenticated: true });
});
afterEach(() => {
  cleanup();
  useLocalRoundsStore.setState({ rounds: [] });
  useAuthStore.getState().logout();
  sessionStorage.clear();
});

describe('the round screen', () => {
  it("shows the round's progress from the phone, a checkpoint waiting to be sent and the server's flags", async () => {
    const at = scheduledAt();
    useLocalRoundsStore.setState({
      rounds: [
        testLocalRound(at, {
          scans: [
            {
              checkpointId: 'cp-1',
              clientRequestId: 's1',
              scannedAt: at,
              method: 'QR',
              reason: null,
              flags: [],
            },
            {
              checkpointId: 'cp-2',
              clientRequestId: 's2',
              scannedAt: at,
              method: 'MANUAL',
              reason: 'Tag arraché',
              flags: null,
            },
          ],
        }),
      ],
    });
    openAt('/agent/missions/mission-1/rondes/tour-1', at);

    expect(await screen.findByRole('heading', { name: 'Ronde de nuit', level: 1 })).toBeTruthy();
    const end = new Date(Date.parse(at) + 45 * MINUTE).toISOString();
    expect(screen.getByText(`Ronde de ${parisTime(at)} · À faire avant ${parisTime(end)}`)).toBeTruthy();
    expect(screen.getByText('2 / 3 point(s) contrôlé(s)')).toBeTruthy();
    const item = (name: string) => screen.getByRole('listitem', { name });
    expect(within(item('Porte du quai B')).getByText('Sans anomalie')).toBeTruthy();
    expect(within(item('Local poubelles')).getByText("En attente d'envoi")).toBeTruthy();
    expect(within(item('Local poubelles')).getByText('Tag arraché')).toBeTruthy();
    expect(within(item('Local poubelles')).queryByRole('button', { name: 'Passer à la main' })).toBeNull();
    const last = item('Parking niveau -2');
    expect(last.getAttribute('aria-current')).toBe('step');
    expect(within(last).getByRole('button', { name: 'Passer à la main' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scanner' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Terminer la ronde' }));
    const asked = screen.getByRole('dialog', { name: 'Terminer la ronde ?' });
    expect(asked.textContent).toContain('1 point(s) non contrôlé(s) : Parking niveau -2');
  });

  it("takes in the server's answer to a scan the phone sent but never heard back about, once", async () => {
    const at = scheduledAt();
    const pending = { checkpointId: 'cp-1', clientRequestId: 's1', scannedAt: at, method: 'QR' as const };
    useLocalRoundsStore.setState({
      rounds: [
        testLocalRound(at, { roundId: 'round-1', scans: [{ ...pending, reason: null, flags: null }] }),
      ],
    });
    const recorded = { ...pending, id: 'scan-1', roundId: 'round-1', reason: null, flags: ['LATE'] };
    const server = {
      id: 'round-1',
      tourId: 'tour-1',
      scheduledAt: at,
      windowEndsAt: new Date(Date.parse(at) + 45 * MINUTE).toISOString(),
      status: 'IN_PROGRESS',
      finishedAt: null,
      scans: [recorded],
    };
    openAt('/agent/missions/mission-1/rondes/tour-1', at, [server as unknown as Round]);
    const item = await screen.findByRole('listitem', { name: 'Porte du quai B' });
    expect(await within(item).findByText('Hors fenêtre')).toBeTruthy();
    expect(within(item).queryByText("En attente d'envoi")).toBeNull();
    expect(useLocalRoundsStore.getState().rounds[0]?.scans).toHaveLength(1);
  });

  it('offers to start the round whose window is open, with its checkpoints to come', async () => {
    const at = scheduledAt();
    openAt('/agent/missions/mission-1/rondes/tour-1', at);
    expect(await screen.findByRole('button', { name: 'Commencer la ronde' })).toHaveProperty(
      'disabled',
      false,
    );
    const end = new Date(Date.parse(at) + 45 * MINUTE).toISOString();
    expect(screen.getByText(`À faire avant ${parisTime(end)}`)).toBeTruthy();
    expect(screen.getAllByText('À faire')).toHaveLength(3);
  });
});

describe("Mes Missions' card", () => {
  it('names the round due now and the time it must be done by, and leads to it', async () => {
    const at = scheduledAt();
    const router = openAt('/agent', at);
    const end = new Date(Date.parse(at) + 45 * MINUTE).toISOString();
    const card = await screen.findByRole('link', {
      name: new RegExp(`Ronde à faire : Ronde de nuit avant ${parisTime(end)}`),
    });
    expect(card.textContent).toContain('Mission : Parking Bercy Village');
    await userEvent.click(card);
    expect(router.state.location.pathname).toBe('/agent/missions/mission-1/rondes/tour-1');
  });

  it('takes the guard back to the tag they opened before signing in', async () => {
    sessionStorage.setItem(
      'secops-tag-return',
      JSON.stringify({ path: '/t/q7Xk2mP9vR4tW1yZ3aB5cD', at: Date.now() }),
    );
    const router = openAt('/agent', scheduledAt());
    expect(await screen.findByRole('heading', { name: 'Point de contrôle' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/t/q7Xk2mP9vR4tW1yZ3aB5cD');
  });
});
