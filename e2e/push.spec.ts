import { createECDH, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, login, readSession } from './support.ts';

const ENDPOINT = `https://fcm.googleapis.com/fcm/send/e2e-${Date.now().toString(36)}`;

/**
 * Headless Chromium has no push service to subscribe with: the page's PushManager answers a subscription as Chrome
 * would (an FCM endpoint and real P-256 keys), everything else (permission, service worker, API) is the real one.
 */
async function fakePushService(page: Page) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  await page.addInitScript(
    ({ endpoint, keys }) => {
      let current: PushSubscription | null = null;
      PushManager.prototype.getSubscription = async () => current;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        current = {
          endpoint,
          expirationTime: null,
          options: { applicationServerKey: options?.applicationServerKey, userVisibleOnly: true },
          getKey: () => null,
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        } as unknown as PushSubscription;
        return current;
      };
    },
    { endpoint: ENDPOINT, keys },
  );
}

const card = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Notifications', exact: true }) });

/**
 * Waits for the app's service worker to be active: the page registers it once idle and it then downloads its precache,
 * which on a loaded machine can outlast the 10 s that "Activer les notifications" waits for it.
 */
const workerActive = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

test.describe('push notifications', () => {
  test.use({ viewport: { width: 390, height: 844 }, permissions: ['notifications'] });

  test('the agent turns notifications on in Mon Profil, and off again', async ({ page }) => {
    test.slow();
    await fakePushService(page);
    await login(page, DEMO.agent);
    await page.goto('/agent/profile');
    await workerActive(page);
    const notifications = card(page);
    await expect(notifications.getByText('Désactivées sur cet appareil')).toBeVisible();

    const stored = page.waitForResponse(
      (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
    );
    await notifications.getByRole('button', { name: 'Activer les notifications' }).click();
    expect((await stored).status()).toBe(201);
    await expect(notifications.getByText('Activées sur cet appareil')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('agent-profile-push.png'), fullPage: true });

    const removed = page.waitForResponse(
      (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE',
    );
    await notifications.getByRole('button', { name: 'Désactiver' }).click();
    expect((await removed).status()).toBe(204);
    await expect(notifications.getByText('Désactivées sur cet appareil')).toBeVisible();

    // The server forgot it: removing it again finds nothing.
    const { accessToken } = await readSession(page);
    const again = await page.request.delete('/api/push/subscriptions', {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: { endpoint: ENDPOINT },
    });
    expect(again.status()).toBe(404);
  });

  test('staff find the switch in Paramètres, in the notifications card', async ({ page }) => {
    test.slow();
    await fakePushService(page);
    await login(page, DEMO.supervisor);
    await page.goto('/admin/settings');
    await workerActive(page);
    const notifications = card(page);
    await expect(notifications.getByText('Notifications push')).toBeVisible();
    await notifications.getByRole('button', { name: 'Activer les notifications' }).click();
    await expect(notifications.getByText('Activées sur cet appareil')).toBeVisible();
    // Left on, the tests' SOS alerts would be posted to Google's push service.
    await notifications.getByRole('button', { name: 'Désactiver' }).click();
    await expect(notifications.getByText('Désactivées sur cet appareil')).toBeVisible();
  });
});
