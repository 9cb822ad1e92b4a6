import { expect, test, type Page } from '@playwright/test';
import { callApi, unique } from './staff-data.ts';
import { DEMO, login } from './support.ts';

const auditCard = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: "Journal d'audit", exact: true }) });

test.describe("Journal d'audit", () => {
  test('an admin reads who changed a client, then that client’s whole history', async ({ page }) => {
    await login(page, DEMO.admin);
    const name = `Résidence ${unique()}`;
    const client = await callApi<{ id: string }>(page, 'POST', '/clients', { name, phone: '01 42 68 53 00' });
    await callApi(page, 'PATCH', `/clients/${client.id}`, { name: `${name} Nord` });

    await page.goto('/admin/settings');
    const card = auditCard(page);
    await expect(card).toBeVisible();
    await card.getByLabel("Type d'élément").selectOption({ label: 'Client' });
    const update = card
      .getByRole('listitem')
      .filter({ hasText: `${name} Nord` })
      .filter({ hasText: 'Modification' });
    await expect(update).toBeVisible();
    await expect(update).toContainText('Claire Vasseur');
    await expect(update).toContainText(`Nom${name} → ${name} Nord`);
    await expect(update.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);

    await update.getByRole('button', { name: /Historique de l'élément/ }).click();
    await expect(card.getByRole('listitem')).toHaveCount(2);
    await expect(card.getByRole('listitem').nth(1)).toContainText('Création');
    await expect(card.getByText('1–2 sur 2')).toBeVisible();
    await card.getByRole('button', { name: "Retirer le filtre sur l'élément" }).click();
    await expect(card.getByText(/sur \d+/)).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await card.screenshot({ path: test.info().outputPath('audit-log-390.png') });
  });

  test('a supervisor does not see the log', async ({ page }) => {
    await login(page, DEMO.supervisor);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sécurité' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Journal d'audit" })).toHaveCount(0);
  });
});
