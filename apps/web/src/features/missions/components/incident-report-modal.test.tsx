// @vitest-environment jsdom
import type { SessionUser } from '@secops/domain/auth';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDraft, writeDraft, type DraftScope } from '../../../lib/drafts.ts';
import { useAuthStore } from '../../auth/index.ts';
import { IncidentReportModal } from './incident-report-modal.tsx';

type Config = { onSuccess?: (incident: unknown) => void };
const report = vi.hoisted(() => ({ config: undefined as Config | undefined, mutate: vi.fn() }));
vi.mock('../api/report-incident.ts', () => ({
  useReportMissionIncident: (_missionId: string, config: Config) => {
    report.config = config;
    return { mutate: report.mutate, isPending: false, isSuccess: false };
  },
}));

const lucas: SessionUser = {
  id: 'u-lucas',
  email: 'lucas.bernard@example.fr',
  firstName: 'Lucas',
  lastName: 'Bernard',
  role: 'AGENT',
  twoFAEnabled: false,
  agent: null,
};
const scope: DraftScope = { userId: 'u-lucas', missionId: 'm-1', kind: 'incident' };
const kept = { type: 'intrusion', severity: 4, title: 'Porte forcée', description: 'Issue de secours B' };

function MissionPage() {
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <h1>Mission</h1>
      <button onClick={() => setReporting(true)}>Signaler Incident</button>
      {reporting && <IncidentReportModal missionId="m-1" onClose={() => setReporting(false)} />}
    </>
  );
}

/** The mission page, reached from Mes Missions: Back goes there. */
function openMission() {
  const router = createMemoryRouter(
    [
      { path: '/agent', element: <h1>Mes Missions</h1> },
      { path: '/agent/missions/m-1', element: <MissionPage /> },
    ],
    { initialEntries: ['/agent', '/agent/missions/m-1'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** What a screen reader reads after the dialog's name. */
const description = (dialog: HTMLElement) =>
  document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

async function openForm() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Signaler Incident' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Signaler un incident' }) };
}

describe('IncidentReportModal drafts', () => {
  beforeEach(() => {
    useAuthStore.setState({ user: lucas, accessToken: 'a', refreshToken: 'r', isAuthenticated: true });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    localStorage.clear();
    useAuthStore.getState().logout();
  });

  it('brings back the draft kept for this agent and mission, and says so', async () => {
    writeDraft(scope, kept);
    openMission();
    const { dialog } = await openForm();
    expect(description(dialog)).toBe('Brouillon restauré');
    expect(within(dialog).getByLabelText(/Titre/)).toHaveProperty('value', 'Porte forcée');
    expect(within(dialog).getByLabelText(/Description/)).toHaveProperty('value', 'Issue de secours B');
    expect(within(dialog).getByLabelText(/Type/)).toHaveProperty('value', 'intrusion');
    expect(within(dialog).getByLabelText(/Gravité/)).toHaveProperty('value', '4');
  });

  it("does not show another agent's draft", async () => {
    writeDraft({ ...scope, userId: 'u-sophie' }, kept);
    openMission();
    const { dialog } = await openForm();
    expect(within(dialog).getByLabelText(/Titre/)).toHaveProperty('value', '');
    expect(description(dialog)).toBe('');
  });

  it('keeps what is typed as the draft of this mission', async () => {
    openMission();
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText(/Titre/), 'Colis suspect');
    await waitFor(() => expect(readDraft(scope)).toMatchObject({ title: 'Colis suspect', type: 'other' }));
  });

  it('closes an empty form without asking', async () => {
    openMission();
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before closing a form with text: continuing keeps it, abandoning discards the draft', async () => {
    openMission();
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText(/Titre/), 'Colis suspect');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    const ask = screen.getByRole('dialog', { name: 'Abandonner ce signalement ?' });
    await user.click(within(ask).getByRole('button', { name: 'Continuer la saisie' }));
    expect(screen.queryByRole('dialog', { name: 'Abandonner ce signalement ?' })).toBeNull();
    expect(within(dialog).getByLabelText(/Titre/)).toHaveProperty('value', 'Colis suspect');

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Abandonner' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(readDraft(scope)).toBeNull();
  });

  it('asks on Back: continuing stays on the mission with the text, abandoning leaves without a draft', async () => {
    writeDraft(scope, kept);
    const router = openMission();
    const { user, dialog } = await openForm();
    await act(() => router.navigate(-1));
    await user.click(await screen.findByRole('button', { name: 'Continuer la saisie' }));
    expect(router.state.location.pathname).toBe('/agent/missions/m-1');
    expect(within(dialog).getByLabelText(/Titre/)).toHaveProperty('value', 'Porte forcée');

    await act(() => router.navigate(-1));
    await user.click(await screen.findByRole('button', { name: 'Abandonner' }));
    await screen.findByRole('heading', { name: 'Mes Missions' });
    expect(readDraft(scope)).toBeNull();
  });

  it('removes the draft once the report is sent or queued', async () => {
    writeDraft(scope, kept);
    openMission();
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Signaler' }));
    expect(report.mutate).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Porte forcée', missionId: 'm-1' }),
    );
    act(() => report.config?.onSuccess?.(null));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readDraft(scope)).toBeNull();
  });
});
