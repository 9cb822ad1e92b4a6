import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Sos } from '@secops/domain/sos';
import { signInByApi } from './realtime-data.ts';
import { DEMO, login } from './support.ts';

/** The demo agent (Lucas Bernard) with a phone near the Place Vendôme. */
async function agentPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    permissions: ['geolocation'],
    geolocation: { latitude: 48.8679, longitude: 2.3299, accuracy: 15 },
  });
  const page = await context.newPage();
  await login(page, DEMO.agent);
  await expect(page).toHaveURL(/\/agent$/);
  return page;
}

const sosButton = (page: Page) => page.getByRole('button', { name: /Alerte SOS/ });
const phase = (page: Page) => page.locator('[data-sos-phase]');

test.describe('SOS', () => {
  // Alerts left open would ring on every staff page of the tests that follow: close them whatever happened.
  test.afterEach(async ({ request }) => {
    const staff = await signInByApi(request, DEMO.admin);
    for (const status of ['OPEN', 'ACKNOWLEDGED']) {
      for (const sos of await staff<Sos[]>('GET', `/sos?status=${status}`)) {
        await staff('POST', `/sos/${sos.id}/close`, { note: 'Fin du test', falseAlarm: true });
      }
    }
  });

  test('held 2 s on the phone, it reaches the office, is taken, then closed, and the guard sees each step', async ({
    browser,
    page,
  }) => {
    await login(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin/);
    const agent = await agentPhone(browser);

    const button = sosButton(agent);
    await button.hover();
    await agent.mouse.down();
    await agent.waitForTimeout(2300);
    await agent.mouse.up();
    await expect(agent.getByText(/^(Envoyé|Reçu)$/)).toBeVisible();
    await expect(agent.getByText('Reçu', { exact: true })).toBeVisible();
    await agent.screenshot({ path: test.info().outputPath('sos-agent-390.png') });

    const banner = page.getByRole('alert').filter({ hasText: 'ALERTE SOS — Lucas Bernard' });
    await expect(banner).toBeVisible({ timeout: 5000 });
    await expect(banner).toContainText('Position à ±15 m');
    await page.screenshot({ path: test.info().outputPath('sos-admin.png') });
    await banner.getByRole('link', { name: 'Voir sur la carte' }).click();
    await expect(page).toHaveURL(/\/admin\/gps$/);
    await expect(page.locator('.sos-marker--open[title="ALERTE SOS — Lucas Bernard"]')).toBeVisible();
    const alerts = page.getByRole('button', { name: /^Alertes \d+$/ });
    const counted = Number((await alerts.textContent())?.replace(/\D/g, ''));
    expect(counted).toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: test.info().outputPath('sos-map.png') });
    await banner.getByRole('button', { name: 'Prendre en charge' }).click();
    await expect(agent.getByText('Pris en charge par Claire Vasseur')).toBeVisible({ timeout: 5000 });
    // Taken: the SOS's dispatch alert is no longer open, though the SOS stays on screen until it is closed.
    await expect(alerts).toHaveAccessibleName(`Alertes ${counted - 1}`);

    const taken = page.getByRole('status').filter({ hasText: 'Pris en charge par Claire Vasseur' });
    await taken.getByRole('button', { name: 'Clôturer' }).click();
    const dialog = page.getByRole('dialog', { name: "Clôturer l'alerte SOS" });
    await dialog.getByLabel('Ce qui s’est passé').fill('Agent joint par téléphone, tout va bien');
    await dialog.getByRole('button', { name: 'Clôturer' }).click();
    await expect(page.getByText('Alerte clôturée')).toBeVisible();
    await expect(taken).toHaveCount(0);
    await expect(alerts).toHaveAccessibleName(`Alertes ${counted - 1}`);
    await expect(agent.getByText('Alerte clôturée')).toBeVisible({ timeout: 20_000 });
    await agent.getByRole('region', { name: 'Alerte SOS' }).getByRole('button', { name: 'Fermer' }).click();
    await expect(phase(agent)).toHaveCount(0);
  });

  test('three taps offline: kept on the phone, sent when the network returns, never twice', async ({
    browser,
  }) => {
    const agent = await agentPhone(browser);
    const button = sosButton(agent);
    await expect(button).toBeVisible();
    // A phone with the app loaded: the header's offline line comes once the first screen is shown.
    await expect(agent.getByRole('banner').getByRole('status')).toBeAttached();
    await agent.context().setOffline(true);
    await button.click();
    await button.click();
    await button.click();
    await expect(agent.getByText('Envoyé — en attente du réseau')).toBeVisible({ timeout: 10_000 });
    // The panel leaves the header's offline line in view.
    const line = agent.getByRole('banner').getByRole('status').locator('p');
    await expect(line).toBeVisible();
    const [lineBox, panelBox] = await Promise.all([
      line.boundingBox(),
      agent.locator('section[aria-labelledby="sos-panel-title"]').boundingBox(),
    ]);
    expect(lineBox && panelBox && panelBox.y >= lineBox.y + lineBox.height).toBe(true);
    await agent.reload().catch(() => undefined);
    await agent.context().setOffline(false);
    // Back online, the offline error page may still be settling: a reload it aborts is tried again.
    await expect(async () => {
      await agent.reload();
    }).toPass({ timeout: 15_000 });
    await expect(agent.getByText('Reçu', { exact: true })).toBeVisible({ timeout: 15_000 });
    const staff = await signInByApi(agent.request, DEMO.admin);
    const open = await staff<Sos[]>('GET', '/sos?status=OPEN');
    expect(open.filter((sos) => sos.agent.firstName === 'Lucas')).toHaveLength(1);
    await expect(phase(agent)).toHaveText('Reçu');
  });
});
