import { describe, expect, it, vi } from 'vitest';
import { NOT_APP_PAGES, shellFirstNavigation } from './navigation.ts';

const page = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/html' } });
const shell = () => Promise.resolve(page('cached shell'));
const request = new Request('https://ops.example.fr/agent/attendance');

describe('page loads in the service worker', () => {
  it('opens the cached shell at once, without asking the network', async () => {
    const fetchPage = vi.fn(() => Promise.resolve(page('network page')));
    const navigate = shellFirstNavigation(fetchPage, shell);
    expect(await (await navigate(request)).text()).toBe('cached shell');
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it("without a cached shell, gives the network's answer, or its error", async () => {
    const none = () => Promise.resolve(undefined);
    expect(
      await (await shellFirstNavigation(() => Promise.resolve(page('first visit')), none)(request)).text(),
    ).toBe('first visit');
    await expect(
      shellFirstNavigation(() => Promise.reject(new TypeError('offline')), none)(request),
    ).rejects.toThrow('offline');
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
