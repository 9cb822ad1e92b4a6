import { expect, test, type Page } from '@playwright/test';
import { callApi, createAgent, unique } from './staff-data.ts';
import { DEMO, login, readSession } from './support.ts';

type Specialty = { code: string; label: string };
type Template = { specialty: string; items: { label: string; required: boolean; category: string }[] };

/** A specialty of its own, so saving its template changes no other test's check-lists. */
const createSpecialty = (page: Page): Promise<Specialty> =>
  callApi(page, 'POST', '/agents/specialties', { label: `Cynophile ${unique()}` });

const taskRows = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox') });
const row = (page: Page, label: string) => taskRows(page).filter({ hasText: label });

async function readTemplate(page: Page, code: string): Promise<Template> {
  const { accessToken } = await readSession(page);
  const response = await page.request.get(`/api/checklists/templates/${encodeURIComponent(code)}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return (await response.json()) as Template;
}

test.describe('check-list templates', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, DEMO.admin);
  });

  test('edits and saves a template that a new mission then uses in its check-list', async ({ page }) => {
    const specialty = await createSpecialty(page);
    await page.goto('/admin/checklists/templates');
    await page
      .getByRole('navigation', { name: 'Spécialités' })
      .getByRole('link', { name: specialty.label })
      .click();
    await expect(page.getByRole('heading', { name: `Tâches de « ${specialty.label} »` })).toBeVisible();
    await expect(page.getByText('Aucune tâche dans ce modèle')).toBeVisible();

    const newTask = page.getByLabel('Nouvelle tâche');
    for (const label of ['Contrôle du chenil', 'Vérification de la muselière', 'Briefing du maître-chien']) {
      await newTask.fill(label);
      await newTask.press('Enter');
    }
    await newTask.fill('contrôle du chenil');
    await page.getByRole('button', { name: 'Ajouter la tâche' }).click();
    await expect(page.getByText('Cette tâche figure déjà dans le modèle')).toBeVisible();
    await newTask.fill('');

    await expect(row(page, 'Contrôle du chenil').getByRole('checkbox')).toBeChecked();
    await expect(page.getByLabel('Catégorie de « Contrôle du chenil »')).toHaveValue('general');
    await row(page, 'Briefing du maître-chien').getByRole('checkbox').uncheck();
    await page
      .getByLabel('Catégorie de « Vérification de la muselière »')
      .selectOption({ label: 'Équipement' });
    await page.getByRole('button', { name: 'Supprimer « Contrôle du chenil »' }).click();
    await expect(row(page, 'Contrôle du chenil')).toHaveCount(0);

    // Reordering with the keyboard: focus stays on the button used, so Enter can be pressed again.
    const up = page.getByRole('button', { name: 'Monter « Briefing du maître-chien »' });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(taskRows(page).first()).toContainText('Briefing du maître-chien');
    await expect(up).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Descendre « Briefing du maître-chien »' })).toBeFocused();
    await expect(page.getByText('Modifications non enregistrées')).toBeVisible();

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Modèle enregistré avec succès !')).toBeVisible();
    await expect(page.getByText('Modèle personnalisé')).toBeVisible();
    await expect(page.getByText('Modifications non enregistrées')).toHaveCount(0);

    expect((await readTemplate(page, specialty.code)).items).toEqual([
      { label: 'Briefing du maître-chien', required: false, category: 'general' },
      { label: 'Vérification de la muselière', required: true, category: 'equipment' },
    ]);

    await page.reload();
    await expect(taskRows(page)).toHaveCount(2);
    await expect(taskRows(page).first()).toContainText('Briefing du maître-chien');

    const agent = await createAgent(page, {
      lastName: `Cynophile${unique()}`,
      specialties: [specialty.code],
    });
    await page.goto('/admin/missions/new');
    await page.getByLabel(`Test ${agent.lastName} (${agent.matricule})`).check();
    const preview = page.getByRole('list', { name: 'Aperçu de la check-list' });
    await expect(preview.getByRole('listitem')).toHaveCount(2);
    await expect(preview.getByRole('listitem').first()).toContainText('Briefing du maître-chien');
    await expect(preview.getByRole('listitem').first()).toContainText('Facultative');
    await expect(preview.getByRole('listitem').nth(1)).toContainText('Vérification de la muselière');
    await expect(preview.getByRole('listitem').nth(1)).toContainText('Équipement');
  });

  test('asks before leaving a template with unsaved changes, and stays when told to', async ({ page }) => {
    const specialty = await createSpecialty(page);
    await page.goto(`/admin/checklists/templates?specialite=${encodeURIComponent(specialty.code)}`);
    await expect(page.getByText('Aucune tâche dans ce modèle')).toBeVisible();
    await page.getByLabel('Nouvelle tâche').fill('Contrôle du chenil');
    await page.getByLabel('Nouvelle tâche').press('Enter');

    await page.getByRole('link', { name: 'Missions' }).click();
    const ask = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Annuler' }).click();
    await expect(page).toHaveURL(/\/admin\/checklists\/templates/);
    await expect(row(page, 'Contrôle du chenil')).toHaveCount(1);

    await page.getByRole('link', { name: 'Missions' }).click();
    await page
      .getByRole('dialog', { name: 'Modifications non enregistrées' })
      .getByRole('button', { name: 'Quitter sans enregistrer' })
      .click();
    await expect(page).toHaveURL(/\/admin\/missions$/);
    expect((await readTemplate(page, specialty.code)).items).toEqual([]);
  });

  test('resets a template to its default tasks after confirmation', async ({ page }) => {
    const specialty = await createSpecialty(page);
    await callApi(page, 'PUT', `/checklists/templates/${encodeURIComponent(specialty.code)}`, {
      items: [{ label: 'Ronde du périmètre', required: true, category: 'perimeter' }],
    });
    await page.goto(`/admin/checklists/templates?specialite=${encodeURIComponent(specialty.code)}`);
    await expect(row(page, 'Ronde du périmètre')).toBeVisible();

    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    const dialog = page.getByRole('dialog', { name: 'Réinitialiser le modèle' });
    await expect(dialog).toContainText('Revenir aux tâches par défaut de cette spécialité ?');
    await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(page.getByText('Modèle réinitialisé aux tâches par défaut')).toBeVisible();
    await expect(page.getByText('Aucune tâche dans ce modèle')).toBeVisible();
    expect((await readTemplate(page, specialty.code)).items).toEqual([]);
  });

  test("shows a specialty's default tasks with their required flag and category", async ({ page }) => {
    await page.goto('/admin/checklists/templates');
    await page
      .getByRole('navigation', { name: 'Spécialités' })
      .getByRole('link', { name: 'Chauffeur' })
      .click();
    await expect(page.getByRole('heading', { name: 'Tâches de « Chauffeur »' })).toBeVisible();
    await expect(taskRows(page)).toHaveCount(8);
    await expect(row(page, 'Nettoyage intérieur').getByRole('checkbox')).not.toBeChecked();
    await expect(row(page, 'Plein de carburant').getByRole('checkbox')).toBeChecked();
    await expect(page.getByLabel('Catégorie de « Plein de carburant effectué »')).toHaveValue('vehicle');
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  });
});
