import { expect, test, type Page } from '@playwright/test';
import { activateMission, createMission, reportIncident, uniqueTitle } from './mission-data.ts';
import { DEMO, login } from './support.ts';

/** The number shown on a dashboard card that links to its list. */
async function figure(page: Page, label: string): Promise<number> {
  const text = await page.getByRole('link', { name: new RegExp(label) }).innerText();
  return Number(/\d+/.exec(text.replace(label, ''))?.[0]);
}

test.describe('dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, DEMO.admin);
  });

  test('shows the four figures, the first three linking to their lists', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Tableau de Bord', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Missions actives/ })).toHaveAttribute(
      'href',
      '/admin/missions',
    );
    await expect(page.getByRole('link', { name: /Agents disponibles/ })).toHaveAttribute(
      'href',
      '/admin/agents',
    );
    await expect(page.getByRole('link', { name: /Incidents ouverts/ })).toHaveAttribute(
      'href',
      '/admin/incidents',
    );
    await expect(page.getByText('Taux de performance')).toBeVisible();
    await expect(page.getByRole('link', { name: /Taux de performance/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Voir tout' }).click();
    await expect(page).toHaveURL(/\/admin\/missions$/);
  });

  test('counts a newly activated mission and its open incident, and lists the mission', async ({ page }) => {
    await expect(page.getByText('Missions actives').first()).toBeVisible();
    const activeBefore = await figure(page, 'Missions actives');
    const incidentsBefore = await figure(page, 'Incidents ouverts');

    const title = uniqueTitle('Veille du tableau de bord');
    // Started later than any demo mission, so it is among the five latest active ones.
    const { id } = await createMission(page, title, new Date(Date.now() + 60 * 86_400_000));
    await activateMission(page, id);
    await reportIncident(page, id, 'Badge perdu');

    await page.reload();
    await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveAttribute(
      'href',
      `/admin/missions/${id}`,
    );
    expect(await figure(page, 'Missions actives')).toBe(activeBefore + 1);
    expect(await figure(page, 'Incidents ouverts')).toBe(incidentsBefore + 1);
  });
});
