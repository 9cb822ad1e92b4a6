import { describe, expect, it, vi } from 'vitest';
import { networkFirstNavigation, NOT_APP_PAGES } from './navigation.ts';

const page = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/html' } });
const shell = () => Promise.resolve(page('cached shell'));
const request = new Request('https://ops.example.fr/agent/attendance');

describe('page loads in the service worker', () => {
  it("answers with the network's page when it is there, so a new deploy is seen at once", async () => {
    const navigate = networkFirstNavigation(() => Promise.resolve(page('new version')), shell);
    expect(await (await navigate(request)).text()).toBe('new version');
  });

  it('opens the cached shell when the network is down', async () => {
    const navigate = networkFirstNavigation(() => Promise.reject(new TypeError('Failed to fetch')), shell);
    expect(await (await navigate(request)).text()).toBe('cached shell');
  });

  it('opens the cached shell when the network does not answer in time', async () => {
    vi.useFakeTimers();
    try {
      const navigate = networkFirstNavigation(() => new Promise<Response>(() => undefined), shell, 4000);
      const answer = navigate(request);
      await vi.advanceTimersByTimeAsync(4000);
      expect(await (await answer).text()).toBe('cached shell');
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens the cached shell on a server error, but keeps a 4xx, which is the server speaking', async () => {
    const down = networkFirstNavigation(() => Promise.resolve(page('Bad gateway', 502)), shell);
    expect(await (await down(request)).text()).toBe('cached shell');
    const missing = networkFirstNavigation(() => Promise.resolve(page('Not found', 404)), shell);
    expect((await missing(request)).status).toBe(404);
  });

  it("without a cached shell, gives the network's error answer or a network error", async () => {
    const none = () => Promise.resolve(undefined);
    expect((await networkFirstNavigation(() => Promise.resolve(page('x', 503)), none)(request)).status).toBe(
      503,
    );
    expect(
      (await networkFirstNavigation(() => Promise.reject(new TypeError('offline')), none)(request)).type,
    ).toBe('error');
  });

  it('leaves the API, sockets, uploads and files to the network, never to the shell', () => {
    const handled = (path: string) => !NOT_APP_PAGES.some((pattern) => pattern.test(path));
    for (const path of [
      '/',
      '/agent',
      '/agent/missions/12',
      '/agent/attendance',
      '/agent/profile?tab=gps',
      '/admin',
    ])
      expect(handled(path), path).toBe(true);
    for (const path of [
      '/api/missions',
      '/api/docs',
      '/socket.io/?EIO=4',
      '/calls',
      '/uploads/a.pdf',
      '/sw.js',
    ])
      expect(handled(path), path).toBe(false);
  });
});
