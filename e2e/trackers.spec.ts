import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiAs } from './realtime-data.ts';
import { DEMO, login } from './support.ts';

/** The demo agent (Lucas Bernard, on shift at the Place Vendôme now) on a phone. */
async function agentPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await login(page, DEMO.agent);
  await expect(page).toHaveURL(/\/agent$/);
  return page;
}

/** What Traccar Client sends: the OsmAnd query, speed in knots, battery in percent. */
const sendAsTraccar = (request: APIRequestContext, token: string) =>
  request.get('/api/gps/osmand', {
    params: {
      id: token,
      lat: '48.8676',
      lon: '2.3292',
      timestamp: String(Math.floor(Date.now() / 1000)),
      accuracy: '8',
      speed: '0',
      batt: '54',
    },
  });

test.describe('native tracker (Traccar Client)', () => {
  test('the agent makes a token, sees the QR code and what to type, the map shows the battery, then revokes it', async ({
    browser,
    page,
  }) => {
    const agent = await agentPhone(browser);
    await agent.goto('/agent/profile');
    const card = agent.locator('section', {
      has: agent.getByRole('heading', { name: 'Traceur GPS (Traccar Client)' }),
    });
    await expect(card.getByText('écran éteint')).toBeVisible();
    const privacy = agent.locator('section', {
      has: agent.getByRole('heading', { name: 'Vos données de localisation' }),
    });
    await expect(privacy).toContainText('votre position, sa précision, votre vitesse');
    await expect(privacy).toContainText('15 min avant et après');
    await expect(privacy).toContainText('Combien de temps : 30 jours');

    const revokeButtons = card.getByRole('button', { name: /^Révoquer le jeton/ });
    await expect(card.getByText('Jetons actifs')).toBeVisible();
    await expect(card.getByRole('status')).toHaveCount(0);
    const before = await revokeButtons.count();
    await card.getByRole('button', { name: 'Créer un jeton' }).click();
    await expect(card.getByText('Jeton créé')).toBeVisible();
    await expect(card.getByRole('img', { name: 'QR code de configuration de Traccar Client' })).toBeVisible();
    const origin = new URL(agent.url()).origin;
    await expect(card.getByText(`${origin}/api/gps/osmand`, { exact: true })).toBeVisible();
    const token = (
      await card.locator('dt', { hasText: "Identifiant de l'appareil" }).locator('+ dd').innerText()
    ).trim();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(card.getByText('Ce jeton ne sera plus affiché')).toBeVisible();
    await expect(revokeButtons).toHaveCount(before + 1);
    await agent.screenshot({ path: test.info().outputPath('tracker-card.png'), fullPage: true });

    // The phone's tracker sends a position: the office's map shows it with the battery.
    expect((await sendAsTraccar(agent.request, token)).status()).toBe(200);
    await login(page, DEMO.admin);
    await page.goto('/admin/gps');
    const online = page.locator('section', { has: page.getByRole('heading', { name: 'Agents en ligne' }) });
    await online.getByRole('button', { name: /^Lucas Bernard/ }).click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toContainText('Batterie');
    await expect(popup).toContainText('54 %');

    await card.getByRole('button', { name: 'Masquer' }).click();
    await expect(card.getByText('Jeton créé')).toHaveCount(0);
    await revokeButtons.last().click();
    await expect(agent.getByText('Jeton révoqué')).toBeVisible();
    await expect(revokeButtons).toHaveCount(before);
    expect((await sendAsTraccar(agent.request, token)).status()).toBe(401);
  });

  test("staff revoke an agent's token from the agent's page", async ({ browser, page }) => {
    const agent = await agentPhone(browser);
    const { token } = await apiAs<{ token: string }>(agent, 'POST', '/gps/device-tokens');
    await login(page, DEMO.admin);
    const agents = await apiAs<{ id: string; matricule: string }[]>(page, 'GET', '/agents');
    const lucas = agents.find((a) => a.matricule === 'AG-0001');
    await page.goto(`/admin/agents/${lucas?.id}`);
    const card = page.locator('section', {
      has: page.getByRole('heading', { name: 'Traceurs GPS (Traccar Client)' }),
    });
    const revokeButtons = card.getByRole('button', { name: /^Révoquer le jeton/ });
    await expect(revokeButtons.first()).toBeVisible();
    const before = await revokeButtons.count();
    await revokeButtons.last().click();
    await expect(page.getByText('Jeton révoqué')).toBeVisible();
    await expect(revokeButtons).toHaveCount(before - 1);
    expect((await sendAsTraccar(page.request, token)).status()).toBe(401);
  });
});
