// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GPS_TEXTS } from '../texts.ts';
import { LocationPrivacyCard } from './location-privacy-card.tsx';
import { TrackerCard } from './tracker-card.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const TOKEN = 'Zk9x_Qw-3vT8mN2pL5rS7uY1aB4cD6eF0gH9iJ2kL3m';
type Call = { method: string; url: string };

/** The server: the agent's active tokens (one to start with), creation and revocation, the retention period. */
function fakeServer(retentionDays = 7): Call[] {
  const calls: Call[] = [];
  let tokens = [{ id: 'tok-1', createdAt: '2026-03-02T09:00:00.000Z', lastUsedAt: null as string | null }];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      if (url.endsWith('/gps/privacy')) return json(200, { retentionDays });
      if (method === 'POST' && url.endsWith('/gps/device-tokens')) {
        tokens = [...tokens, { id: 'tok-2', createdAt: '2026-03-02T10:00:00.000Z', lastUsedAt: null }];
        return json(201, { id: 'tok-2', token: TOKEN, createdAt: '2026-03-02T10:00:00.000Z' });
      }
      if (method === 'DELETE') {
        tokens = tokens.filter((token) => !url.endsWith(`/${token.id}`));
        return new Response(null, { status: 204 });
      }
      if (url.endsWith('/gps/device-tokens')) return json(200, tokens);
      return json(404, { message: 'inconnu' });
    }),
  );
  return calls;
}

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

describe('the tracker card', () => {
  let calls: Call[];
  beforeEach(() => {
    calls = fakeServer();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('makes a token and shows once what Traccar Client needs: QR code, server URL, device identifier', async () => {
    wrap(<TrackerCard />);
    expect(await screen.findAllByRole('button', { name: /^Révoquer le jeton/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: GPS_TEXTS.create }));
    expect(await screen.findByText(GPS_TEXTS.created)).toBeTruthy();
    expect(await screen.findByRole('img', { name: GPS_TEXTS.qrAlt })).toBeTruthy();
    expect(screen.getByText(`${window.location.origin}/api/gps/osmand`)).toBeTruthy();
    expect(screen.getByText(TOKEN)).toBeTruthy();
    expect(await screen.findAllByRole('button', { name: /^Révoquer le jeton/ })).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('revokes a token and reads the list again', async () => {
    wrap(<TrackerCard />);
    const [revoke] = await screen.findAllByRole('button', { name: /^Révoquer le jeton/ });
    await userEvent.click(revoke as HTMLElement);
    expect(await screen.findByText(GPS_TEXTS.noToken)).toBeTruthy();
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/gps/device-tokens/tok-1' });
  });
});

describe('the location data card', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says what is recorded, when, what for (suspect attendances, L1222-4), and for how many days', async () => {
    fakeServer(7);
    wrap(<LocationPrivacyCard />);
    const card = screen
      .getByRole('heading', { name: GPS_TEXTS.privacyTitle })
      .closest('section') as HTMLElement;
    expect(within(card).getByText(GPS_TEXTS.privacyWhat)).toBeTruthy();
    expect(within(card).getByText(/15 min avant et après/)).toBeTruthy();
    expect(within(card).getByText(/signale le pointage comme suspect.*L1222-4/)).toBeTruthy();
    expect(await within(card).findByText(/Combien de temps : 7 jours/)).toBeTruthy();
  });
});
