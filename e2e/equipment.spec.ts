import { expect, test, type Page } from '@playwright/test';
import { createAgent, unique } from './staff-data.ts';
import { DEMO, login } from './support.ts';

const itemCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

test.describe('equipment and vehicles', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, DEMO.admin);
  });

  test('adds equipment, assigns it to an agent and takes it back', async ({ page }) => {
    const agent = await createAgent(page, { lastName: `Equipe${unique()}` });
    const serial = `E2E-RAD-${unique()}`;
    await page.goto('/admin/equipment');
    await expect(page.getByRole('heading', { name: 'Matériel & Véhicules', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Ajouter un équipement' }).click();
    let dialog = page.getByRole('dialog', { name: 'Ajouter un équipement' });
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(dialog.getByText("Le type d'équipement est requis")).toBeVisible();
    await dialog.getByLabel('Type').selectOption({ label: 'Radio' });
    await dialog.getByLabel('Numéro de série').fill(serial);
    await dialog.getByLabel('Marque').fill('Motorola');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(page.getByText('Équipement créé !')).toBeVisible();

    const card = itemCard(page, serial);
    await expect(card).toContainText('Disponible');
    await card.getByRole('button', { name: 'Assigner' }).click();
    dialog = page.getByRole('dialog', { name: "Assigner l'équipement" });
    await expect(dialog.getByRole('button', { name: 'Assigner' })).toBeDisabled();
    await dialog.getByLabel('Agent').selectOption({ label: `Test ${agent.lastName} (${agent.matricule})` });
    await dialog.getByLabel('Notes').fill('Pour la soirée');
    await dialog.getByRole('button', { name: 'Assigner' }).click();
    await expect(page.getByText('Équipement assigné avec succès !')).toBeVisible();
    await expect(card).toContainText('Assigné');
    await expect(card).toContainText(`Assigné à Test ${agent.lastName}`);
    await expect(card.getByRole('button', { name: 'Assigner' })).toHaveCount(0);

    await card.getByRole('button', { name: 'Restituer' }).click();
    dialog = page.getByRole('dialog', { name: "Restitution de l'équipement" });
    await expect(dialog).toContainText('Confirmer la restitution de cet équipement ?');
    await dialog.getByRole('button', { name: 'Restituer' }).click();
    await expect(page.getByText('Équipement restitué avec succès !')).toBeVisible();
    await expect(card).toContainText('Disponible');

    await card.getByText('Historique des assignations (1)').click();
    await expect(card).toContainText(`Test ${agent.lastName}`);
    await expect(card).toContainText('Restitué le');
    await expect(card).toContainText('Pour la soirée');
  });

  test('adds a vehicle with its year, sends it to maintenance, assigns it to an agent, then deletes it after confirmation', async ({
    page,
  }) => {
    const letters = () =>
      String.fromCharCode(65 + Math.floor(Math.random() * 26), 65 + Math.floor(Math.random() * 26));
    const plate = `${letters()}-${String(Math.floor(100 + Math.random() * 900))}-${letters()}`;
    await page.goto('/admin/equipment');
    await page.getByRole('tab', { name: 'Véhicules' }).click();
    await expect(page.getByRole('tab', { name: 'Véhicules' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Ajouter un véhicule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un véhicule' });
    await dialog.getByLabel('Immatriculation').fill(plate.toLowerCase().replaceAll('-', ' '));
    await dialog.getByLabel('Année').fill('1985');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(dialog.getByText("L'année doit être un nombre entier entre 1990 et 2030")).toBeVisible();
    await dialog.getByLabel('Année').fill('2021');
    await dialog.getByLabel('Marque').fill('Peugeot');
    await dialog.getByLabel('Modèle').fill('5008');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(page.getByText('Véhicule créé !')).toBeVisible();

    const card = itemCard(page, plate);
    await expect(card).toContainText('Peugeot 5008 · 2021');
    await expect(card).toContainText('Disponible');
    await card.getByLabel(/^Statut de /).selectOption({ label: 'En maintenance' });
    await expect(page.getByText('Statut mis à jour')).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Véhicules' }).click();
    await expect(itemCard(page, plate).getByLabel(/^Statut de /)).toHaveValue('MAINTENANCE');

    // "Assigné" says to whom: the agent is chosen first.
    await card.getByLabel(/^Statut de /).selectOption({ label: 'Assigné' });
    const assign = page.getByRole('dialog', { name: 'Assigner le véhicule' });
    await expect(assign.getByRole('button', { name: 'Assigner' })).toBeDisabled();
    await assign.getByLabel('Agent').selectOption({ label: 'Lucas Bernard (AG-0001)' });
    await assign.getByRole('button', { name: 'Assigner' }).click();
    await expect(page.getByText('Véhicule assigné !')).toBeVisible();
    await expect(card).toContainText('Assigné à Lucas Bernard');
    await card.getByLabel(/^Statut de /).selectOption({ label: 'Disponible' });
    await expect(card).not.toContainText('Assigné à');

    await card.getByRole('button', { name: /^Supprimer/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer le véhicule' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Véhicule supprimé avec succès !')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('deletes equipment after confirmation', async ({ page }) => {
    const serial = `E2E-LMP-${unique()}`;
    await page.goto('/admin/equipment');
    await page.getByRole('button', { name: 'Ajouter un équipement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un équipement' });
    await dialog.getByLabel('Type').selectOption({ label: 'Lampe torche' });
    await dialog.getByLabel('Numéro de série').fill(serial);
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(page.getByText('Équipement créé !')).toBeVisible();

    await itemCard(page, serial)
      .getByRole('button', { name: /^Supprimer/ })
      .click();
    await page
      .getByRole('dialog', { name: "Supprimer l'équipement" })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await expect(page.getByText('Équipement supprimé avec succès !')).toBeVisible();
    await expect(itemCard(page, serial)).toHaveCount(0);
  });

  test('moves between the tabs with the arrow keys', async ({ page }) => {
    await page.goto('/admin/equipment');
    const equipmentTab = page.getByRole('tab', { name: 'Équipements' });
    await expect(equipmentTab).toHaveAttribute('aria-selected', 'true');
    await equipmentTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Véhicules' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Véhicules' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Véhicules' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ajouter un véhicule' })).toBeVisible();
  });
});

test.describe('equipment, for a supervisor', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, DEMO.supervisor);
  });

  test('offers assignment but no deletion', async ({ page }) => {
    await page.goto('/admin/equipment');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Supprimer/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Assigner' }).first()).toBeVisible();
  });
});
