import { expect, test, type Page } from '@playwright/test';
import { callApi, unique } from './staff-data.ts';
import { DEMO, login } from './support.ts';

const auditCard = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: "Journal d'audit", exact: true }) });

test.describe("Journal d'audit", () => {
  test('an admin reads who changed a client, then that client’s whole history', async ({ page }) => {
    await login(page, DEMO.admin);
    const name = `Résidence ${unique()}`;
    const client = await callApi<{ id: string }>(page, 'POST', '/clients', {
      name,
      phone: '01 42 68 53 00',
      notes: 'Accès par le portail nord, badge à retirer au poste de garde avant 8 h.',
    });
    await callApi(page, 'PATCH', `/clients/${client.id}`, {
      name: `${name} Nord`,
      notes: 'Accès par le portail sud, badge à retirer au poste de garde avant 8 h.',
    });

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
    // The element by name, and a long text as what changed rather than two whole texts.
    await expect(update).toContainText(`Client ${name} Nord`);
    await expect(update).not.toContainText(client.id.slice(0, 8));
    await expect(update.locator('del')).toHaveText(/nord,/);
    await expect(update.locator('ins')).toHaveText(/sud,/);
    await expect(update.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);

    await update.getByRole('button', { name: /Historique de l'élément/ }).click();
    await expect(card.getByRole('listitem')).toHaveCount(2);
    await expect(card.getByText(`Client · ${name} Nord`, { exact: true })).toBeVisible();
    await expect(card.getByRole('listitem').nth(1)).toContainText('Création');
    await expect(card.getByText('1–2 sur 2')).toBeVisible();
    await card.getByRole('button', { name: "Retirer le filtre sur l'élément" }).click();
    await expect(card.getByText(/sur \d+/)).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await card.screenshot({ path: test.info().outputPath('audit-log-390.png') });
  });

  test('a mission’s entry names its client and shows its fields and values in French', async ({ page }) => {
    await login(page, DEMO.admin);
    const name = `Entrepôt ${unique()}`;
    const client = await callApi<{ id: string }>(page, 'POST', '/clients', { name });
    const title = `Gardiennage ${unique()}`;
    const start = new Date(Date.now() + 5 * 86_400_000);
    await callApi(page, 'POST', '/missions', {
      title,
      type: 'EVENT',
      clientId: client.id,
      startAt: start.toISOString(),
      endAt: new Date(start.getTime() + 8 * 3_600_000).toISOString(),
    });

    await page.goto('/admin/settings');
    const card = auditCard(page);
    await card.getByLabel("Type d'élément").selectOption({ label: 'Mission' });
    const created = card.getByRole('listitem').filter({ hasText: `Mission ${title}` });
    await expect(created).toContainText('Création');
    await expect(created.getByRole('term').filter({ hasText: /^Client$/ })).toBeVisible();
    await expect(created).toContainText(`Client${name}`);
    await expect(created).toContainText('StatutPréparation');
    await expect(created).not.toContainText(client.id);
    await expect(created).not.toContainText('client_id');
  });

  test('a supervisor does not see the log', async ({ page }) => {
    await login(page, DEMO.supervisor);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sécurité' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Journal d'audit" })).toHaveCount(0);
  });
});
