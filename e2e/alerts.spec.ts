import { expect, test, type Page } from '@playwright/test';
import { uniqueTitle } from './mission-data.ts';
import { callApi, createAgent, unique } from './staff-data.ts';
import { seriousViolations } from './axe.ts';
import { DEMO, login } from './support.ts';

// Dispatch alerts: the server finds by itself what goes wrong on duty (a guard who does not clock in, ...), every
// 30 s; staff see it live on the dashboard, in the sidebar and on the Alertes page, then take and resolve it.

type AlertSettings = Record<
  | 'noShowMinutes'
  | 'lateClockInMinutes'
  | 'earlyEndMinutes'
  | 'positionLostMinutes'
  | 'outsidePerimeterMinutes'
  | 'incidentSeverity',
  number
>;

/** Where screenshots go when asked for (E2E_SCREENSHOTS=/tmp/shots). */
const SHOTS = process.env.E2E_SCREENSHOTS;
const MINUTE = 60_000;
/**
 * One evaluation every 30 s, a pass skipped while the one before still runs (the embedded database under the whole
 * suite's load): room for three, the socket and the page.
 */
const EVALUATION_WAIT = 90_000;

/** A mission of its own with a new guard, whose shift began 11 minutes ago and who never clocks in. */
async function guardWhoDoesNotShowUp(page: Page): Promise<{ agentName: string; missionTitle: string }> {
  const now = Date.now();
  const missionTitle = uniqueTitle('Accueil tour Montparnasse');
  const mission = await callApi<{ id: string }>(page, 'POST', '/missions', {
    title: missionTitle,
    type: 'EVENT',
    startAt: new Date(now - 60 * MINUTE).toISOString(),
    endAt: new Date(now + 8 * 60 * MINUTE).toISOString(),
    locationAddress: '33 avenue du Maine, 75015 Paris',
    locationLat: 48.8421,
    locationLng: 2.3219,
  });
  const agent = await createAgent(page, { lastName: `Absent${unique()}` });
  await callApi(page, 'POST', `/missions/${mission.id}/assignments`, { agentId: agent.id, role: 'agent' });
  await callApi(page, 'PATCH', `/missions/${mission.id}`, { status: 'ACTIVE' });
  await callApi(page, 'POST', '/planning/shifts', {
    agentId: agent.id,
    missionId: mission.id,
    startAt: new Date(now - 11 * MINUTE).toISOString(),
    endAt: new Date(now + 4 * 60 * MINUTE).toISOString(),
  });
  return { agentName: `${agent.firstName} ${agent.lastName}`, missionTitle };
}

test.describe('dispatch alerts', () => {
  test('a guard who does not clock in raises an alert live on the dashboard, which staff take and resolve', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page, DEMO.admin);
    await page.goto('/admin');
    const feed = page.getByRole('region', { name: 'Alertes en direct' });
    await expect(feed).toBeVisible();
    const { agentName, missionTitle } = await guardWhoDoesNotShowUp(page);

    // Live: the dashboard is not reloaded.
    const fed = feed.getByRole('listitem').filter({ hasText: missionTitle });
    await expect(fed).toContainText('Absence à la prise de poste', { timeout: EVALUATION_WAIT });
    await expect(fed).toContainText(
      /Pas de prise de poste 10 min après le début de l'horaire de \d{2}:\d{2}/,
    );
    await expect(fed).toContainText(/depuis (moins d’1 min|\d+ min)/);
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: /^Alertes ?, \d+$/ })).toBeVisible();
    if (SHOTS) await feed.screenshot({ path: `${SHOTS}/alerts-dashboard-feed.png` });

    await fed.getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/alertes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alertes' })).toBeVisible();
    const item = page
      .getByRole('list', { name: 'Alertes' })
      .getByRole('listitem')
      .filter({ hasText: missionTitle });
    await expect(item).toContainText('Ouverte');
    await expect(item.getByRole('link', { name: agentName })).toHaveAttribute('href', /\/admin\/agents\//);
    await expect(item.getByRole('link', { name: missionTitle })).toHaveAttribute(
      'href',
      /\/admin\/missions\//,
    );
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/alerts-page.png`, fullPage: true });

    await item.getByRole('button', { name: 'Prendre en compte' }).click();
    await expect(page.getByText('Alerte prise en compte')).toBeVisible();
    await expect(item).toContainText('Prise en compte');
    await expect(item).toContainText('Claire Vasseur');
    await expect(item.getByRole('button', { name: 'Prendre en compte' })).toHaveCount(0);

    await item.getByRole('button', { name: 'Résoudre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Résoudre' });
    await dialog.getByRole('button', { name: 'Résoudre' }).click();
    await expect(dialog.getByText('Une note de résolution est requise')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/alerts-resolve-dialog.png` });
    await dialog.getByLabel('Note de résolution').fill('Agent joint par téléphone, remplacé par la réserve');
    await dialog.getByRole('button', { name: 'Résoudre' }).click();
    await expect(page.getByText('Alerte résolue')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(item).toContainText('Résolue');
    await expect(item).toContainText('Agent joint par téléphone, remplacé par la réserve');
    await expect(item.getByRole('button')).toHaveCount(0);

    await page.getByLabel('Statut').selectOption({ label: 'Ouverte' });
    await expect(
      page.getByRole('list', { name: 'Alertes' }).getByRole('listitem').filter({ hasText: missionTitle }),
    ).toHaveCount(0);
  });

  test('an administrator changes the no-show threshold, and it stays saved', async ({ page }) => {
    await login(page, DEMO.admin);
    const before = await callApi<AlertSettings>(page, 'GET', '/settings/alerts');
    await page.goto('/admin/settings');
    const card = page.locator('section', {
      has: page.getByRole('heading', { name: 'Alertes', exact: true }),
    });
    const noShow = card.getByLabel('Absence à la prise de poste');
    await expect(noShow).toHaveValue(String(before.noShowMinutes));

    await noShow.fill('0');
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(card.getByText('Chaque seuil est un nombre entier de minutes entre 1 et 240')).toHaveCount(
      2,
    );
    const next = before.noShowMinutes === 12 ? 13 : 12;
    await noShow.fill(String(next));
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Seuils des alertes enregistrés')).toBeVisible();
    if (SHOTS) await card.screenshot({ path: `${SHOTS}/alerts-settings-card.png` });

    await page.reload();
    await expect(card.getByLabel('Absence à la prise de poste')).toHaveValue(String(next));
    expect((await callApi<AlertSettings>(page, 'GET', '/settings/alerts')).noShowMinutes).toBe(next);
    await callApi(page, 'PUT', '/settings/alerts', before);
  });

  test('a supervisor reads the thresholds without changing them', async ({ page }) => {
    await login(page, DEMO.supervisor);
    await page.goto('/admin/settings');
    const card = page.locator('section', {
      has: page.getByRole('heading', { name: 'Alertes', exact: true }),
    });
    await expect(card.getByLabel('Absence à la prise de poste')).toBeDisabled();
    await expect(card.getByLabel('Incident grave')).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  });
});
