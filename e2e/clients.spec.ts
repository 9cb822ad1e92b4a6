import { expect, test } from '@playwright/test';
import { uniqueTitle } from './mission-data.ts';
import { DEMO, login } from './support.ts';

test.describe('clients', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, DEMO.admin);
  });

  test('creates a client and finds it by its contact', async ({ page }) => {
    const name = uniqueTitle('Galerie Montaigne');
    await page.goto('/admin/clients');
    await page.getByRole('link', { name: 'Nouveau client' }).click();
    await expect(page.getByLabel('SIRET')).toHaveAttribute('placeholder', '14 chiffres');
    await page.getByLabel('Nom').fill(name);
    await page.getByLabel('SIRET').fill('73282932000074');
    await page.getByLabel('Contact').fill('Agathe Montclair');
    await page.getByLabel('Email').fill('securite@galerie-montaigne.fr');
    await page.getByLabel('Téléphone').fill('01 44 55 66 77');
    await page.getByLabel('Adresse').fill('12 avenue Montaigne, 75008 Paris');
    await page.getByRole('button', { name: 'Créer le client' }).click();
    await expect(page.getByText('Client créé avec succès !')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/clients$/);

    await page.getByLabel('Rechercher un client').fill('agathe montclair');
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card).toContainText('73282932000074');
    await expect(card).toContainText('0 mission(s)');
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  test('checks the SIRET key and the required name before sending', async ({ page }) => {
    await page.goto('/admin/clients/new');
    await page.getByLabel('SIRET').fill('73282932000075');
    await page.getByRole('button', { name: 'Créer le client' }).click();
    await expect(page.getByText('Le nom du client est requis')).toBeVisible();
    await expect(
      page.getByText('Le SIRET doit comporter 14 chiffres et une clé de contrôle valide'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/clients\/new$/);
  });

  test('says when no client matches the search', async ({ page }) => {
    await page.goto('/admin/clients');
    await page.getByLabel('Rechercher un client').fill('zzz-aucun-client');
    await expect(page.getByText('Aucun client trouvé')).toBeVisible();
  });
});
