import { expect, test, type Page } from '@playwright/test';
import { createMission, uniqueTitle } from './mission-data.ts';
import { callApi } from './staff-data.ts';
import { DEMO, login } from './support.ts';

type Agent = { id: string; matricule: string };
type Task = { id: string; label: string };

async function agentId(page: Page, matricule: string): Promise<string> {
  const agents = await callApi<Agent[]>(page, 'GET', '/agents');
  return agents.find((agent) => agent.matricule === matricule)!.id;
}

const panel = (page: Page) => page.getByRole('region', { name: 'Check-list' });
const tasks = (page: Page) => panel(page).getByRole('list', { name: 'Tâches de la mission' }).locator('> li');
const task = (page: Page, label: string) => tasks(page).filter({ hasText: label });

test.describe('mission check-list panel', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, DEMO.admin);
  });

  test('shows who each task is for and who ticked it, adds a task for the team and removes it', async ({
    page,
  }) => {
    const { id } = await createMission(page, uniqueTitle('Check-list'));
    const lucas = await agentId(page, 'AG-0001');
    await callApi(page, 'POST', `/missions/${id}/assignments`, { agentId: lucas });
    const items = await callApi<Task[]>(page, 'GET', `/checklists/items?missionId=${id}`);
    // Lucas is a bodyguard and a driver: 6 + 8 tasks, all his.
    expect(items).toHaveLength(14);
    const radio = items.find((item) => item.label.startsWith('Vérification de la radio'))!;
    await callApi(page, 'POST', '/checklists/tick', {
      checklistId: radio.id,
      agentId: lucas,
      missionId: id,
      checked: true,
    });

    await page.goto(`/admin/missions/${id}`);
    await expect(panel(page).getByRole('progressbar', { name: 'Avancement de la check-list' })).toBeVisible();
    await expect(panel(page).getByText('1/14 tâches terminées')).toBeVisible();
    await expect(tasks(page)).toHaveCount(14);
    const ticked = task(page, radio.label);
    await expect(ticked).toContainText('Pour : Lucas Bernard');
    await expect(ticked).toContainText(/Cochée par Lucas Bernard le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/);
    await expect(ticked).toContainText('Terminée');
    await expect(task(page, 'Plein de carburant effectué')).toContainText('Pas encore cochée');

    // The rest on a phone: the panel and its dialog must work at 390 px.
    await page.setViewportSize({ width: 390, height: 844 });

    await panel(page).getByRole('button', { name: 'Ajouter une tâche' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter une tâche' });
    await dialog.getByRole('button', { name: 'Ajouter la tâche' }).click();
    await expect(dialog.getByText('Le libellé de la tâche est requis')).toBeVisible();
    await dialog.getByLabel('Libellé').fill('Contrôle des badges visiteurs');
    await dialog.getByLabel('Catégorie').selectOption({ label: 'Périmètre' });
    await dialog.getByRole('switch', { name: 'Tâche obligatoire' }).click();
    await expect(dialog.getByLabel('Lucas Bernard')).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Ajouter la tâche' }).click();
    await expect(page.getByText('Tâche ajoutée')).toBeVisible();
    await expect(dialog).toBeHidden();
    const added = task(page, 'Contrôle des badges visiteurs');
    await expect(added).toContainText("Pour : Toute l'équipe");
    await expect(added).toContainText('Périmètre');
    await expect(added).toContainText('Facultative');
    await expect(panel(page).getByText('1/15 tâches terminées')).toBeVisible();

    await added.getByRole('button', { name: 'Supprimer la tâche « Contrôle des badges visiteurs »' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer la tâche' });
    await expect(confirm).toContainText('Supprimer la tâche « Contrôle des badges visiteurs » ?');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Tâche supprimée')).toBeVisible();
    await expect(added).toHaveCount(0);
    await expect(panel(page).getByText('1/14 tâches terminées')).toBeVisible();
  });

  test('an agent added to the mission brings the tasks of their specialty, and takes them away', async ({
    page,
  }) => {
    const { id } = await createMission(page, uniqueTitle('Équipe'));
    await page.goto(`/admin/missions/${id}`);
    await expect(panel(page).getByText('Aucune tâche pour cette mission')).toBeVisible();

    await page.getByRole('button', { name: 'Ajouter un agent' }).click();
    const assign = page.getByRole('dialog', { name: 'Affecter un agent' });
    // The search leaves the placeholder and the one agent; the list may say they are busy elsewhere.
    await assign.getByRole('searchbox', { name: 'Rechercher un agent' }).fill('AG-0005');
    await expect(assign.getByRole('combobox', { name: 'Agent', exact: true }).locator('option')).toHaveCount(
      2,
    );
    await assign.getByRole('combobox', { name: 'Agent', exact: true }).selectOption({ index: 1 });
    await expect(assign.getByRole('combobox', { name: 'Agent', exact: true })).toContainText(
      'Thomas Girard (AG-0005)',
    );
    await assign.getByRole('button', { name: 'Ajouter' }).click();
    await expect(page.getByText('Agent ajouté à la mission !')).toBeVisible();

    // Thomas is a driver: the 8 driver tasks, for him.
    await expect(tasks(page)).toHaveCount(8);
    await expect(task(page, 'Contrôle des niveaux (huile, refroidissement, lave-glace)')).toContainText(
      'Pour : Thomas Girard',
    );
    await expect(panel(page).getByText('0/8 tâches terminées')).toBeVisible();

    await page.getByRole('button', { name: 'Retirer Thomas Girard de la mission' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Retirer', exact: true }).click();
    await expect(page.getByText('Agent retiré de la mission')).toBeVisible();
    await expect(panel(page).getByText('Aucune tâche pour cette mission')).toBeVisible();
  });

  test('an archived mission shows its check-list read-only', async ({ page }) => {
    const { id } = await createMission(page, uniqueTitle('Archivée'));
    await callApi(page, 'POST', '/checklists/bulk', { missionId: id, items: [{ label: 'Rapport remis' }] });
    for (const status of ['ACTIVE', 'COMPLETED', 'ARCHIVED']) {
      await callApi(page, 'PATCH', `/missions/${id}`, { status });
    }
    await page.goto(`/admin/missions/${id}`);
    await expect(task(page, 'Rapport remis')).toContainText("Pour : Toute l'équipe");
    await expect(panel(page).getByRole('button')).toHaveCount(0);
  });
});
