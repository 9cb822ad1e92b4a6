// @vitest-environment jsdom
import { MAP_SETTINGS_DEFAULT } from '@secops/domain/gps';
import * as MSG from '@secops/domain/messages';
import { toParisDate } from '@secops/domain/planning';
import type { Round, Scan } from '@secops/domain/rounds';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const get = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client.ts', () => ({ api: { get } }));
const { RoundsReportTab } = await import('./rounds-report-tab.tsx');

const CHECKPOINTS = [
  { id: 'c1', name: 'Hall', lat: 48.8625, lng: 2.3364 },
  { id: 'c2', name: 'Parking -2', lat: 48.8627, lng: 2.337 },
  { id: 'c3', name: 'Local technique', lat: null, lng: null },
];

const scan = (checkpointId: string, scannedAt: string, fields: Partial<Scan> = {}): Scan => ({
  id: `scan-${checkpointId}`,
  roundId: 'r1',
  checkpointId,
  checkpointName: CHECKPOINTS.find((c) => c.id === checkpointId)?.name ?? '',
  scannedAt,
  recordedAt: scannedAt,
  declaredAt: null,
  lat: 48.8626,
  lng: 2.3365,
  accuracy: 8,
  method: 'QR',
  reason: null,
  flags: [],
  incidentIds: [],
  ...fields,
});

const round = (fields: Partial<Round>): Round => ({
  id: 'r1',
  tourId: 't1',
  tourName: 'Ronde de nuit',
  missionId: 'mission-1',
  order: 'STRICT',
  scheduledAt: '2026-03-02T21:00:00Z',
  windowEndsAt: '2026-03-02T21:45:00Z',
  status: 'PARTIAL',
  startedAt: '2026-03-02T21:04:00Z',
  finishedAt: '2026-03-02T21:20:00Z',
  agent: { id: 'a1', firstName: 'Emma', lastName: 'Petit' },
  checkpoints: CHECKPOINTS,
  scans: [],
  missingCheckpointIds: [],
  ...fields,
});

const DAY: Round[] = [
  round({
    scans: [
      scan('c1', '2026-03-02T21:05:12Z'),
      scan('c2', '2026-03-02T21:06:00Z', {
        method: 'MANUAL',
        reason: 'Tag arraché',
        flags: ['MANUAL', 'TOO_FAST'],
      }),
    ],
    missingCheckpointIds: ['c3'],
  }),
  round({ id: 'r2', scheduledAt: '2026-03-02T23:00:00Z', status: 'MISSED', agent: null, startedAt: null }),
  round({ id: null, scheduledAt: '2026-03-03T01:00:00Z', status: 'PLANNED', agent: null, startedAt: null }),
];

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("the day's rounds", () => {
  it("asks for today's Paris day and sums it up", async () => {
    get.mockResolvedValueOnce(DAY);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RoundsReportTab missionId="mission-1" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('3 prévues · 0 faite · 1 incomplète · 1 manquée')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/missions/mission-1/rounds', {
      query: { date: toParisDate(new Date()) },
    });

    const rows = within(screen.getByRole('list', { name: MSG.staffReportList })).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      '22:00Ronde de nuitEmma PetitIncomplète2/3 points',
      '00:00Ronde de nuitAucun agentManquée0/3 points',
      '02:00Ronde de nuitAucun agentPrévue0/3 points',
    ]);
  });

  it('opens a round on its checkpoints: scan times in Paris, method, flags, the one not scanned, and the path', async () => {
    get.mockImplementation((path: string) =>
      Promise.resolve(path === '/gps/map-settings' ? MAP_SETTINGS_DEFAULT : DAY),
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RoundsReportTab missionId="mission-1" />
      </QueryClientProvider>,
    );
    const first = await screen.findByRole('button', { name: /^22:00/ });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    await user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');

    const lines = within(screen.getByRole('list', { name: 'Points de contrôle de la ronde de 22:00' }))
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(lines[0]?.textContent).toContain('Scanné à 22:05:12');
    expect(lines[0]?.textContent).toContain('Méthode : QR code');
    expect(lines[1]?.textContent).toContain('Passé à la main');
    expect(lines[1]?.textContent).toContain('Trop rapide');
    expect(lines[1]?.textContent).toContain('Motif : Tag arraché');
    expect(lines[2]?.textContent).toContain(MSG.staffReportNotScanned);
    expect(screen.getByText('Commencée à 22:04')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Carte du parcours de la ronde de 22:00' })).toBeTruthy();
  });
});
