import { expect, test, type Page } from '@playwright/test';
import { apiAs, createActiveMissionWithDemoAgent, uniqueTitle } from './realtime-data.ts';
import { DEMO, login } from './support.ts';

type Perimeter = { enabled: boolean; centerLat: number; centerLng: number; radius: number };

/** The centre as the card writes it: "Centre : 48.86250, 2.33640". */
const centreText = (lat: number, lng: number) => `Centre : ${lat.toFixed(5)}, ${lng.toFixed(5)}`;

const perimeterCard = (page: Page) => page.getByRole('region', { name: 'Périmètre', exact: true });

test.describe('mission perimeter', () => {
  test('staff move the centre and change the radius; the agent on the mission sees the new circle', async ({
    page,
    browser,
  }, testInfo) => {
    await login(page, DEMO.admin);
    const mission = await createActiveMissionWithDemoAgent(page, uniqueTitle('Périmètre déplacé'));
    await page.goto(`/admin/missions/${mission.id}`);

    const card = perimeterCard(page);
    await card.scrollIntoViewIfNeeded();
    // A new mission's perimeter is on its place (48.8625, 2.3364), 1 km wide.
    await expect(card.getByText(centreText(48.8625, 2.3364))).toBeVisible();
    await expect(card.getByLabel('Rayon (m)')).toHaveValue('1000');
    await expect(card.getByRole('switch', { name: 'Périmètre activé' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await card.getByLabel('Rayon (m)').fill('300');
    const map = card.getByRole('region', { name: /cliquez pour en déplacer le centre/ });
    const box = await map.boundingBox();
    if (!box) throw new Error('the perimeter map has no size');
    // North-east of the middle of the map, where the place is.
    await map.click({ position: { x: box.width / 2 + 80, y: box.height / 2 - 50 } });
    await expect(card.getByText(centreText(48.8625, 2.3364))).toHaveCount(0);
    await card.screenshot({ path: testInfo.outputPath('perimeter-card.png') });

    await card.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Périmètre enregistré')).toBeVisible();
    const saved = await apiAs<Perimeter>(page, 'GET', `/missions/${mission.id}/perimeter`);
    expect(saved.radius).toBe(300);
    expect(saved.enabled).toBe(true);
    expect(saved.centerLat).toBeGreaterThan(48.8625);
    expect(saved.centerLng).toBeGreaterThan(2.3364);

    await page.reload();
    await perimeterCard(page).scrollIntoViewIfNeeded();
    await expect(perimeterCard(page).getByLabel('Rayon (m)')).toHaveValue('300');
    await expect(perimeterCard(page).getByText(centreText(saved.centerLat, saved.centerLng))).toBeVisible();

    // "Centrer sur le lieu" brings the centre back to the place, saved only with "Enregistrer".
    await perimeterCard(page).getByRole('button', { name: 'Centrer sur le lieu' }).click();
    await expect(perimeterCard(page).getByText(centreText(48.8625, 2.3364))).toBeVisible();

    // The agent assigned to the mission, on their phone.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const agent = await phone.newPage();
    await login(agent, DEMO.agent);
    await agent.goto(`/agent/missions/${mission.id}`);
    const agentMap = agent.getByRole('region', {
      name: 'Carte du lieu de la mission, de son périmètre et de votre position',
    });
    await agentMap.scrollIntoViewIfNeeded();
    await expect(agent.getByText('Périmètre (300 m)')).toBeVisible();
    await expect(agentMap).toHaveAttribute('data-perimeter-center', `${saved.centerLat},${saved.centerLng}`);
    await expect(agentMap.locator('path.leaflet-interactive')).toHaveCount(1);
    await phone.close();
  });

  test('an archived mission shows its perimeter without editing controls', async ({ page }) => {
    await login(page, DEMO.admin);
    const mission = await createActiveMissionWithDemoAgent(page, uniqueTitle('Périmètre archivé'));
    await apiAs(page, 'PATCH', `/missions/${mission.id}`, { status: 'COMPLETED' });
    await apiAs(page, 'PATCH', `/missions/${mission.id}`, { status: 'ARCHIVED' });
    await page.goto(`/admin/missions/${mission.id}`);

    const card = perimeterCard(page);
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText(/^Périmètre \(1\s?000 m\)$/)).toBeVisible();
    await expect(card.getByText(centreText(48.8625, 2.3364))).toBeVisible();
    await expect(card.getByLabel('Rayon (m)')).toHaveCount(0);
    await expect(card.getByRole('switch')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Centrer sur le lieu' })).toHaveCount(0);
    await card.getByRole('region', { name: 'Carte du périmètre de la mission' }).click();
    await expect(card.getByText(centreText(48.8625, 2.3364))).toBeVisible();
  });
});
