import { expect, test, type Page } from '@playwright/test';
import { activateMission, createMission, reportIncident, uniqueTitle } from './mission-data.ts';
import { callApi } from './staff-data.ts';
import { DEMO, login, signOut } from './support.ts';

const MISSION_URL = /\/admin\/missions\/[0-9a-f-]{36}$/;

const card = (page: Page, heading: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) });
const agentsCard = (page: Page) => card(page, 'Agents assignés');
const statsCard = (page: Page) => card(page, 'Statistiques');

test.describe('missions', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, DEMO.admin);
  });

  test('creates a mission with an address lookup, two agents and their generated check-list', async ({
    page,
  }) => {
    const title = uniqueTitle('Gala de printemps');
    await page.goto('/admin/missions');
    await page.getByRole('link', { name: 'Nouvelle Mission' }).click();
    await expect(page.getByRole('heading', { name: 'Nouvelle Mission', level: 1 })).toBeVisible();

    await page.getByLabel('Titre').fill(title);
    await page.getByLabel('Type').selectOption({ label: 'Événementiel' });
    await page.getByLabel('Client').selectOption({ label: 'Hôtel Le Marois' });
    await page.getByLabel('Date et heure de début').fill('2027-04-10T18:00');
    await page.getByLabel('Date et heure de fin').fill('2027-04-11T01:00');

    await page.getByRole('button', { name: "Rechercher l'adresse" }).click();
    await expect(page.getByText('Veuillez entrer une adresse')).toBeVisible();
    await page.getByLabel('Adresse').fill('10 rue de Rivoli 75001 Paris');
    await page.getByLabel('Adresse').press('Enter');
    await expect(page.getByText('Coordonnées GPS trouvées !')).toBeVisible();
    await expect(page.getByLabel('Latitude')).toHaveValue(/^48\.8/);
    await expect(page.getByLabel('Longitude')).toHaveValue(/^2\.3/);
    await expect(page.getByLabel('Latitude')).toHaveAttribute('readonly', '');

    await page.getByLabel('Lucas Bernard (AG-0001)').check();
    await page.getByLabel('Sophie Lefèvre (AG-0002)').check();
    await page.getByLabel('Rôle de Sophie Lefèvre').selectOption({ label: 'Chef de mission' });

    const preview = page.getByRole('list', { name: 'Aperçu de la check-list' });
    await expect(preview.getByRole('listitem').first()).toBeVisible();
    await expect(
      page.getByText(/\d+ tâche\(s\) · \d+ obligatoire\(s\) · 2 agent\(s\) concerné\(s\)/),
    ).toBeVisible();
    // Both agents are bodyguards: the bodyguard tasks appear once, naming both of them.
    await expect(
      preview.getByRole('listitem').filter({ hasText: 'Lucas Bernard, Sophie Lefèvre' }).first(),
    ).toBeVisible();
    const taskCount = await preview.getByRole('listitem').count();

    await page.getByRole('button', { name: 'Créer la mission' }).click();
    await expect(page.getByText('Mission créée avec succès !')).toBeVisible();
    await expect(page).toHaveURL(MISSION_URL);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(agentsCard(page).getByText('Lucas Bernard')).toBeVisible();
    await expect(agentsCard(page).getByRole('listitem').filter({ hasText: 'Sophie Lefèvre' })).toContainText(
      'Chef de mission',
    );
    await expect(statsCard(page).getByText(String(taskCount), { exact: true })).toBeVisible();
    await expect(page.getByText('Hôtel Le Marois')).toBeVisible();

    await page.getByRole('button', { name: 'Modifier' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier la mission' });
    await expect(edit.getByLabel('Client').locator('option:checked')).toHaveText('Hôtel Le Marois');
    await expect(edit.getByLabel('Date et heure de début')).toHaveValue('10/04/2027 18:00');
  });

  test('requires title, type and dates before creating, and Annuler goes back to the list', async ({
    page,
  }) => {
    await page.goto('/admin/missions/new');
    await page.getByRole('button', { name: 'Créer la mission' }).click();
    await expect(page.getByText('Le titre est requis')).toBeVisible();
    await expect(page.getByText('Le type de mission est requis')).toBeVisible();
    await expect(page.getByText('La date de début est requise')).toBeVisible();
    await page.getByRole('link', { name: 'Annuler' }).click();
    await expect(page).toHaveURL(/\/admin\/missions$/);
  });

  test('activates, completes and archives a mission; archived, only the PDF report is left', async ({
    page,
  }) => {
    const title = uniqueTitle('Cycle de vie');
    const { id } = await createMission(page, title);
    await page.goto(`/admin/missions/${id}`);
    const header = page.locator('main header').first();

    await page.getByRole('button', { name: 'Activer la mission' }).click();
    await expect(page.getByText('Statut de la mission mis à jour')).toBeVisible();
    await expect(header.getByText('En cours', { exact: true })).toBeVisible();

    // Ending a mission is asked first: cancelling leaves it in progress.
    await page.getByRole('button', { name: 'Terminer' }).click();
    const ending = page.getByRole('dialog', { name: 'Terminer la mission' });
    await expect(ending).toContainText('Êtes-vous sûr de vouloir terminer cette mission ?');
    await ending.getByRole('button', { name: 'Annuler' }).click();
    await expect(ending).toBeHidden();
    await expect(header.getByText('En cours', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Terminer' }).click();
    await ending.getByRole('button', { name: 'Terminer' }).click();
    await expect(header.getByText('Terminée', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Archiver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Archiver' });
    await expect(dialog).toContainText(
      'Êtes-vous sûr de vouloir archiver cette mission ? Elle restera consultable mais ne sera plus modifiable.',
    );
    await dialog.getByRole('button', { name: 'Archiver' }).click();
    await expect(header.getByText('Archivée', { exact: true })).toBeVisible();

    for (const control of [
      'Modifier',
      'Signaler un incident',
      'Supprimer',
      'Ajouter un agent',
      'Activer la mission',
    ]) {
      await expect(page.getByRole('button', { name: control })).toHaveCount(0);
    }
    await expect(agentsCard(page).getByRole('button', { name: /^Retirer/ })).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Rapport PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`mission-${id}-rapport.pdf`);
  });

  test('edits a mission, adds an agent with a role and removes them', async ({ page }) => {
    const { id } = await createMission(page, uniqueTitle('Modification'));
    await page.goto(`/admin/missions/${id}`);

    await page.getByRole('button', { name: 'Modifier' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier la mission' });
    const renamed = uniqueTitle('Mission renommée');
    await edit.getByLabel('Titre').fill(renamed);
    await edit.getByLabel('Objectif').fill('Sécuriser l’accès des invités');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Mission modifiée avec succès !')).toBeVisible();
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
    await expect(page.getByText('Sécuriser l’accès des invités')).toBeVisible();

    await page.getByRole('button', { name: 'Ajouter un agent' }).click();
    const assign = page.getByRole('dialog', { name: 'Affecter un agent' });
    await expect(assign.getByRole('button', { name: 'Ajouter' })).toBeDisabled();
    // The search leaves the placeholder and the one agent; the list may say they are busy elsewhere.
    await assign.getByRole('searchbox', { name: 'Rechercher un agent' }).fill('AG-0003');
    await expect(assign.getByRole('combobox', { name: 'Agent', exact: true }).locator('option')).toHaveCount(
      2,
    );
    await assign.getByRole('combobox', { name: 'Agent', exact: true }).selectOption({ index: 1 });
    await expect(assign.getByRole('combobox', { name: 'Agent', exact: true })).toContainText(
      'Karim Benali (AG-0003)',
    );
    await assign.getByLabel('Rôle').selectOption({ label: 'Chauffeur' });
    await assign.getByRole('button', { name: 'Ajouter' }).click();
    await expect(page.getByText('Agent ajouté à la mission !')).toBeVisible();
    await expect(agentsCard(page).getByRole('listitem').filter({ hasText: 'Karim Benali' })).toContainText(
      'Chauffeur',
    );

    await page.getByRole('button', { name: 'Ajouter un agent' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Affecter un agent' }).locator('option', { hasText: 'Karim Benali' }),
    ).toHaveText(/Déjà affecté/);
    await expect(
      page.getByRole('dialog', { name: 'Affecter un agent' }).locator('option', { hasText: 'Karim Benali' }),
    ).toBeDisabled();
    await page.keyboard.press('Escape');

    await agentsCard(page).getByRole('button', { name: 'Retirer Karim Benali de la mission' }).click();
    await expect(page.getByRole('dialog')).toContainText('Retirer Karim Benali de la mission ?');
    await page.getByRole('dialog').getByRole('button', { name: 'Retirer', exact: true }).click();
    await expect(page.getByText('Agent retiré de la mission')).toBeVisible();
    await expect(agentsCard(page).getByText('Aucun agent affecté à cette mission')).toBeVisible();
  });

  test("removing an agent takes their coming shifts off the mission's shift list at once", async ({
    page,
  }) => {
    // Five days on at 09:00 UTC, whatever the hour the test runs: the demo gives Karim a night shift ending on day 3
    // at 02:00, and a shift too soon after it breaks the working-time rules (rest, day span).
    const missionStart = new Date(Date.now() + 5 * 86_400_000);
    missionStart.setUTCHours(9, 0, 0, 0);
    const { id } = await createMission(page, uniqueTitle('Équipe'), missionStart);
    const [karim] = await callApi<{ id: string }[]>(page, 'GET', '/agents?q=AG-0003');
    // Within the mission (8 h long).
    const start = new Date(missionStart.getTime() + 3_600_000);
    await callApi(page, 'POST', '/planning/shifts', {
      agentId: karim!.id,
      missionId: id,
      startAt: start.toISOString(),
      endAt: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
    });
    await page.goto(`/admin/missions/${id}`);
    const planned = page.getByRole('region', { name: 'Horaires planifiés' });
    await expect(planned.getByText('Karim Benali')).toBeVisible();

    await agentsCard(page).getByRole('button', { name: 'Retirer Karim Benali de la mission' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Retirer', exact: true }).click();
    await expect(page.getByText('Agent retiré de la mission')).toBeVisible();
    await expect(planned.getByText('Karim Benali')).toHaveCount(0);
  });

  test('a mission archived in another tab: the edit is refused, and the page updates and says why', async ({
    page,
  }) => {
    const { id } = await createMission(page, uniqueTitle('Archivée ailleurs'));
    await activateMission(page, id);
    await page.goto(`/admin/missions/${id}`);
    await expect(page.getByRole('button', { name: 'Modifier' })).toBeVisible();
    // Meanwhile, someone else completes and archives it.
    await callApi(page, 'PATCH', `/missions/${id}`, { status: 'COMPLETED' });
    await callApi(page, 'PATCH', `/missions/${id}`, { status: 'ARCHIVED' });

    await page.getByRole('button', { name: 'Modifier' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier la mission' });
    await edit.getByLabel('Titre').fill(uniqueTitle('Trop tard'));
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText("Mission archivée : elle n'est plus modifiable")).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Modifier' })).toHaveCount(0);
  });

  test('reports an incident from the mission and counts it', async ({ page }) => {
    const { id } = await createMission(page, uniqueTitle('Incident'));
    await page.goto(`/admin/missions/${id}`);
    await page.getByRole('button', { name: 'Signaler un incident' }).click();
    const dialog = page.getByRole('dialog', { name: 'Signaler un incident' });
    await expect(dialog.getByLabel('Type')).toHaveValue('other');
    await expect(dialog.getByLabel('Gravité')).toHaveValue('3');
    await dialog.getByRole('button', { name: 'Signaler' }).click();
    await expect(dialog.getByText('La description est requise')).toBeVisible();
    await dialog.getByLabel('Titre').fill('Porte de service forcée');
    await dialog
      .getByLabel('Description')
      .fill('La serrure de la porte de service a été forcée pendant la nuit.');
    await dialog.getByRole('button', { name: 'Signaler' }).click();
    await expect(page.getByText('Incident signalé avec succès !')).toBeVisible();
    await expect(statsCard(page).getByRole('definition').first()).toHaveText('1');
  });

  test('deletes a mission after confirmation, and shows why one with history is kept', async ({ page }) => {
    const { id } = await createMission(page, uniqueTitle('À supprimer'));
    await page.goto(`/admin/missions/${id}`);
    await page.getByRole('button', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer la mission' });
    await expect(dialog).toContainText(
      'Êtes-vous sûr de vouloir supprimer cette mission ? Cette action est irréversible.',
    );
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Mission supprimée avec succès')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/missions$/);

    const kept = await createMission(page, uniqueTitle('Avec historique'));
    await activateMission(page, kept.id);
    await reportIncident(page, kept.id, 'Alarme déclenchée');
    await page.goto(`/admin/missions/${kept.id}`);
    // The server keeps it: the button says why instead of offering a deletion that would be refused.
    await expect(page.getByRole('button', { name: 'Supprimer' })).toBeDisabled();
    await expect(page.getByText(/archivez-la plutôt que de la supprimer/)).toBeVisible();
  });

  test('searches the list by title whatever the case and filters it by status', async ({ page }) => {
    const title = uniqueTitle('Ronde de nuit');
    await createMission(page, title);
    await page.goto('/admin/missions');
    await page.getByLabel('Rechercher une mission').fill(title.toUpperCase());
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await page.getByLabel('Statut').selectOption({ label: 'En cours' });
    await expect(page.getByText('Aucune mission trouvée')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Créer une mission' })).toBeVisible();
  });

  test('says "Mission non trouvée" for an unknown mission', async ({ page }) => {
    await page.goto('/admin/missions/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Mission non trouvée')).toBeVisible();
  });

  test('a supervisor manages missions but has no delete button', async ({ page }) => {
    const { id } = await createMission(page, uniqueTitle('Superviseur'));
    await signOut(page);
    await login(page, DEMO.supervisor);
    await page.goto(`/admin/missions/${id}`);
    await expect(page.getByRole('button', { name: 'Modifier' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
  });
});
