import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, login } from './support.ts';

// The guard's phone: the installable field app.
test.use({ viewport: { width: 390, height: 844 } });

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };

/** Width and height written in a PNG's header (IHDR). */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

/** Fetches an image of the app and checks it is the PNG it claims to be; returns its size. */
async function loadPng(request: APIRequestContext, src: string): Promise<string> {
  const res = await request.get(src);
  expect(res.status(), src).toBe(200);
  expect(res.headers()['content-type'], src).toBe('image/png');
  const body = await res.body();
  expect(body.subarray(1, 4).toString(), src).toBe('PNG');
  return pngSize(body);
}

/** Waits until the service worker has installed (shell precached), activated and took control of the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
}

/** What the page shows of the field shell: its tab bar, and the screen's own heading. */
async function expectFieldShell(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Navigation agent' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pointage' })).toBeVisible();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

test.describe('installable field app', () => {
  test('links a web manifest whose name, start page and icons make the app installable', async ({
    playwright,
    request,
  }, testInfo) => {
    // Chromium never offers to install from a private window, which a test's context is: a profile on disk, then.
    const profile = mkdtempSync(path.join(tmpdir(), 'secops-pwa-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 390, height: 844 },
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await login(page, DEMO.agent);
    await expect(page).toHaveURL(/\/agent$/);

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await request.get(href ?? '');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'Security Ops Manager',
      short_name: 'SecOps',
      start_url: '/agent',
      scope: '/',
      display: 'standalone',
      lang: 'fr',
    });
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    expect(manifest.theme_color).toBe(themeColor);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(await loadPng(request, icon.src), icon.src).toBe(icon.sizes);
    }
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(await loadPng(request, appleIcon ?? '')).toBe('180x180');

    // What Chromium itself checks before offering to install the app.
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  test('once the service worker is active, the field pages still open with the network gone', async ({
    page,
    context,
  }) => {
    await login(page, DEMO.agent);
    await expect(page).toHaveURL(/\/agent$/);
    await expectFieldShell(page, 'Mes Missions');
    const missionPath = await page.getByRole('main').getByRole('link').first().getAttribute('href');
    expect(missionPath).toMatch(/^\/agent\/missions\/[0-9a-f-]+$/);

    await waitForServiceWorker(page);
    const [worker] = context.serviceWorkers();
    expect(worker?.url()).toMatch(/\/sw\.js$/);
    // The page is registered for the whole app, not only the agent area.
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope))).toMatch(/:\d+\/$/);

    await context.setOffline(true);
    // The service worker is offline too: the pages below come from its cache, not from the server.
    expect(
      await worker?.evaluate(() =>
        fetch('/api/health').then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).toBe('offline');

    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expectFieldShell(page, 'Mes Missions');
    await page.screenshot({ path: test.info().outputPath('pwa-offline-missions.png') });

    for (const [path, heading] of [
      ['/agent/attendance', 'Pointage'],
      ['/agent/profile', 'Mon Profil'],
    ] as const) {
      const res = await page.goto(path);
      expect(res?.fromServiceWorker(), path).toBe(true);
      await expectFieldShell(page, heading);
      await page.screenshot({ path: test.info().outputPath(`pwa-offline-${path.split('/').pop()}.png`) });
    }

    // A mission page: the shell opens (its data offline is the offline store's part).
    const res = await page.goto(missionPath ?? '');
    expect(res?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('navigation', { name: 'Navigation agent' })).toBeVisible();

    // Signed out, the sign-in page (loaded apart from the application) opens from the cache too.
    await page.evaluate(() => localStorage.removeItem('auth-storage'));
    const signIn = await page.goto('/login');
    expect(signIn?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();

    // Back online, a page load goes to the server again (network first: a new deploy is seen at once).
    await context.setOffline(false);
    await login(page, DEMO.agent);
    await expectFieldShell(page, 'Mes Missions');
  });

  test('the API is never answered from the service worker', async ({ page, context }) => {
    await login(page, DEMO.agent);
    await waitForServiceWorker(page);
    await page.reload();
    await expectFieldShell(page, 'Mes Missions');
    const apiCacheEntries = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
      return urls.map((request) => new URL(request.url).pathname).filter((path) => path.startsWith('/api'));
    });
    expect(apiCacheEntries).toEqual([]);

    await context.setOffline(true);
    const status = await page.evaluate(() =>
      fetch('/api/missions').then(
        (r) => r.status,
        () => 'network error',
      ),
    );
    expect(status).toBe('network error');
  });
});
