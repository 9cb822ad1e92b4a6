import { expect, test } from '@playwright/test';
import { createActiveMissionWithDemoAgent, uniqueTitle } from './realtime-data.ts';
import { DEMO, login } from './support.ts';

const POSITION = { latitude: 48.860611, longitude: 2.337644 };

test.describe('live GPS tracking', () => {
  test('an agent shares a position and the admin map shows it live, with the agent in the popup', async ({
    browser,
  }) => {
    const admin = await browser.newPage();
    await login(admin, DEMO.admin);
    const title = uniqueTitle('Garde du Louvre');
    await createActiveMissionWithDemoAgent(admin, title);

    await admin.goto('/admin/gps');
    await expect(admin.getByRole('heading', { name: 'Tracking GPS', level: 1 })).toBeVisible();
    await admin.getByLabel('Mission').selectOption({ label: title });
    // 'En direct' once the map receives this mission's positions live.
    await expect(admin.getByText('En direct')).toBeVisible();
    const online = admin.locator('section', { has: admin.getByRole('heading', { name: 'Agents en ligne' }) });
    await expect(online.getByText('Aucun agent en ligne')).toBeVisible();

    const agentContext = await browser.newContext({ permissions: ['geolocation'], geolocation: POSITION });
    const agent = await agentContext.newPage();
    await login(agent, DEMO.agent);
    await agent.goto('/agent/gps');
    await agent.getByLabel('Mission en cours').selectOption({ label: title });
    await agent.getByRole('button', { name: 'Démarrer le partage' }).click();
    await expect(agent.getByText('Partage de position activé')).toBeVisible();
    await expect(agent.getByText('Partage actif')).toBeVisible();
    await expect(agent.getByText('48.860611, 2.337644')).toBeVisible();

    // No reload: the position reaches the open map over the live socket.
    await expect(online.getByText('Lucas Bernard')).toBeVisible();
    await expect(online.getByText('En ligne', { exact: true })).toBeVisible();
    await admin.getByRole('button', { name: 'Lucas Bernard', exact: true }).click();
    const popup = admin.locator('.leaflet-popup');
    await expect(popup).toContainText('Lucas Bernard');
    await expect(popup).toContainText('AG-0001');
    await expect(popup).toContainText(title);
    await expect(popup).toContainText('0 km/h');
    await expect(popup).toContainText('48.860611, 2.337644');
    // The agent's phone is signed in: the popup offers to call them.
    await expect(
      popup.getByRole('button', { name: 'Appel vidéo avec Lucas Bernard' }),
    ).toHaveAccessibleDescription('En ligne');

    await agent.getByRole('button', { name: 'Arrêter le partage' }).click();
    await expect(agent.getByText('Partage de position arrêté')).toBeVisible();
    await expect(agent.getByText('Partage inactif')).toBeVisible();
    await agentContext.close();
  });

  test('sharing left on resumes when the agent opens the app again', async ({ browser }) => {
    const admin = await browser.newPage();
    await login(admin, DEMO.admin);
    const title = uniqueTitle('Ronde de nuit');
    await createActiveMissionWithDemoAgent(admin, title);

    const context = await browser.newContext({ permissions: ['geolocation'], geolocation: POSITION });
    const agent = await context.newPage();
    await login(agent, DEMO.agent);
    await agent.goto('/agent/gps');
    await agent.getByLabel('Mission en cours').selectOption({ label: title });
    await agent.getByRole('button', { name: 'Démarrer le partage' }).click();
    await expect(agent.getByText('Partage actif')).toBeVisible();

    await agent.reload();
    await expect(agent.getByText('Partage actif')).toBeVisible();
    await expect(agent.getByLabel('Mission en cours')).toHaveValue(/.+/);
    await expect(agent.getByLabel('Mission en cours').locator('option:checked')).toHaveText(title);
    await agent.getByRole('button', { name: 'Arrêter le partage' }).click();
    await context.close();
  });

  test('without an active mission of their own the agent cannot share', async ({ browser }) => {
    const context = await browser.newContext({ permissions: ['geolocation'], geolocation: POSITION });
    const page = await context.newPage();
    await login(page, DEMO.lead);
    await page.route('**/api/missions?status=ACTIVE', (route) => route.fulfill({ json: [] }));
    await page.goto('/agent/gps');
    await expect(
      page.getByText('Aucune mission en cours : le partage de position se fait pendant une mission active.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Démarrer le partage' })).toHaveCount(0);
    await context.close();
  });
});
