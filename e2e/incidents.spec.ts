import { expect, test } from '@playwright/test';
import { activateMission, createMission, reportIncident, uniqueTitle } from './mission-data.ts';
import { callApi } from './staff-data.ts';
import { DEMO, login, signOut } from './support.ts';

test.describe('incidents', () => {
  test('reports an incident on an active mission, moves it on and deletes it', async ({ page }) => {
    await login(page, DEMO.admin);
    const missionTitle = uniqueTitle('Incidents actifs');
    const { id } = await createMission(page, missionTitle);
    await activateMission(page, id);

    await page.goto('/admin/incidents');
    await page.getByRole('link', { name: 'Signaler un incident' }).click();
    await expect(page).toHaveURL(/\/admin\/incidents\/new$/);
    await expect(page.getByLabel('Gravité')).toHaveValue('3');
    await page.getByLabel('Mission').selectOption({ label: missionTitle });
    await page.getByLabel('Type').selectOption({ label: 'Intrusion' });
    await page.getByLabel('Gravité').selectOption({ label: '5 – Critique' });
    const title = uniqueTitle('Intrusion au parking');
    await page.getByLabel('Titre').fill(title);
    await page.getByLabel('Description').fill('Un véhicule inconnu a forcé la barrière du parking.');
    await page.getByRole('button', { name: 'Signaler', exact: true }).click();
    await expect(page.getByText('Incident signalé !')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/incidents$/);

    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toContainText('5/5');
    await expect(card).toContainText('Critique');
    await expect(card).toContainText('Ouvert');
    await expect(card).toContainText(`Mission : ${missionTitle}`);

    await card.getByRole('button', { name: 'Passer à « En cours »' }).click();
    await expect(page.getByText("Statut de l'incident mis à jour")).toBeVisible();
    await expect(card.getByRole('button', { name: 'Passer à « Résolu »' })).toBeVisible();
    await expect(card).toContainText('En cours');

    await card.getByRole('button', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('dialog', { name: "Supprimer l'incident" });
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Incident supprimé avec succès')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
  });

  test('offers only active missions when reporting', async ({ page }) => {
    await login(page, DEMO.admin);
    const preparing = uniqueTitle('En préparation');
    await createMission(page, preparing);
    await page.goto('/admin/incidents/new');
    await expect(page.getByLabel('Mission').locator('option', { hasText: preparing })).toHaveCount(0);
    await page.getByRole('button', { name: 'Signaler', exact: true }).click();
    await expect(page.getByText('La mission est requise')).toBeVisible();
  });

  test('a supervisor sees incidents without the delete action', async ({ page }) => {
    await login(page, DEMO.admin);
    const { id } = await createMission(page, uniqueTitle('Supervision'));
    await activateMission(page, id);
    const title = uniqueTitle('Caméra hors service');
    await reportIncident(page, id, title);
    await signOut(page);

    await login(page, DEMO.supervisor);
    await page.goto('/admin/incidents');
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toContainText('4/5');
    await expect(card.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
  });

  test('filters the list by mission, severity and status, and resets', async ({ page }) => {
    await login(page, DEMO.admin);
    const missionTitle = uniqueTitle('Filtres');
    const { id } = await createMission(page, missionTitle);
    await activateMission(page, id);
    const serious = uniqueTitle('Intrusion');
    await reportIncident(page, id, serious);
    const minor = uniqueTitle('Lampe grillée');
    await callApi(page, 'POST', '/incidents', {
      missionId: id,
      type: 'other',
      severity: 1,
      title: minor,
      description: 'Lampe du hall à changer.',
    });

    await page.goto('/admin/incidents');
    const cards = page.getByRole('article');
    await page.getByLabel('Mission').selectOption({ label: missionTitle });
    await expect(cards).toHaveCount(2);
    await page.getByLabel('Gravité').selectOption({ label: 'Élevé' });
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(serious);
    await page.getByLabel('Statut').selectOption({ label: 'Résolu' });
    await expect(page.getByText('Aucun incident ne correspond à ces filtres')).toBeVisible();
    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
    await expect(cards.filter({ hasText: minor })).toHaveCount(1);
  });
});
