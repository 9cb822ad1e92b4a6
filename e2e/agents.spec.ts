import { expect, test, type Page } from '@playwright/test';
import { createAgent, unique } from './staff-data.ts';
import { DEMO, login } from './support.ts';

const PROFILE_URL = /\/admin\/agents\/[0-9a-f-]{36}$/;
/** A 1×1 transparent PNG. */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const card = (page: Page, heading: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) });
const isoDay = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

test.describe('agents', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, DEMO.admin);
  });

  test('creates an agent with the invitation, then shows their profile', async ({ page }) => {
    const tag = unique();
    await page.goto('/admin/agents');
    await page.getByRole('link', { name: 'Nouvel Agent' }).click();
    await expect(page.getByRole('heading', { name: 'Nouvel Agent', level: 1 })).toBeVisible();

    await page.getByLabel('Email').fill(`nina.${tag.toLowerCase()}@secops.test`);
    await page.getByLabel('Prénom').fill('Nina');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(`Carpentier${tag}`);
    await page.getByLabel('Matricule').fill(`NC-${tag}`);
    await page.getByLabel('Téléphone').fill('06 11 22 33 44');
    await page.getByLabel('Grade').selectOption({ label: 'Agent senior' });
    await page.getByLabel('Chauffeur').check();
    await page.getByLabel('Observateur').check();
    await page.getByRole('button', { name: "Créer l'agent" }).click();

    await expect(
      page.getByText("Agent créé avec succès ! Un email d'invitation a été envoyé."),
    ).toBeVisible();
    await expect(page).toHaveURL(PROFILE_URL);
    await expect(page.getByRole('heading', { name: `Nina Carpentier${tag}`, level: 1 })).toBeVisible();
    await expect(page.getByText(`NC-${tag}`)).toBeVisible();
    await expect(page.getByText('Agent senior')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Compte actif' })).toBeChecked();
    const specialties = card(page, 'Spécialités');
    await expect(specialties.getByText('Chauffeur')).toBeVisible();
    await expect(specialties.getByText('Observateur')).toBeVisible();
    await expect(card(page, 'Coordonnées').getByText('06 11 22 33 44')).toBeVisible();
    await expect(card(page, 'Coordonnées').getByText('Missions assignées')).toBeVisible();

    await page.getByRole('link', { name: 'Retour aux agents' }).click();
    await page.getByLabel('Rechercher un agent').fill(`nc-${tag}`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText(`Nina Carpentier${tag}`);
  });

  test('shows the server message in the form when the matricule is already used', async ({ page }) => {
    await page.goto('/admin/agents/new');
    await page.getByLabel('Email').fill(`double.${unique().toLowerCase()}@secops.test`);
    await page.getByLabel('Prénom').fill('Paul');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Doublon');
    await page.getByLabel('Matricule').fill('AG-0001');
    await page.getByRole('button', { name: "Créer l'agent" }).click();
    await expect(page.getByText('Ce matricule est déjà utilisé')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/agents\/new$/);
  });

  test('searches the grid and says when no agent matches', async ({ page }) => {
    await page.goto('/admin/agents');
    const search = page.getByLabel('Rechercher un agent');
    await search.fill('bernard');
    await expect(page.getByRole('article').filter({ hasText: 'Lucas Bernard' })).toBeVisible();
    await search.fill('AG-0002');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('Sophie Lefèvre');
    await search.fill('personne-de-ce-nom');
    await expect(page.getByText('Aucun agent trouvé')).toBeVisible();
  });

  test('edits the specialties, removing one, picking one and creating a new one', async ({ page }) => {
    const agent = await createAgent(page, {
      lastName: `Specialites${unique()}`,
      specialties: ['BODYGUARD', 'DRIVER'],
    });
    const newSpecialty = `Maître-chien ${unique()}`;
    await page.goto(`/admin/agents/${agent.id}`);
    await page.getByRole('button', { name: 'Modifier', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: "Modifier l'agent" });
    await dialog.getByLabel('Grade').selectOption({ label: "Chef d'équipe" });
    await dialog.getByRole('button', { name: 'Retirer Chauffeur' }).click();
    await dialog.getByLabel('Ajouter une spécialité existante').selectOption({ label: 'Observateur' });
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await dialog.getByLabel('Créer une spécialité').fill(`  ${newSpecialty}  `);
    await dialog.getByRole('button', { name: 'Créer', exact: true }).click();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();

    await expect(page.getByText('Agent modifié avec succès')).toBeVisible();
    await expect(dialog).toBeHidden();
    const specialties = card(page, 'Spécialités');
    await expect(specialties.getByRole('listitem')).toHaveText([
      'Garde du corps',
      'Observateur',
      newSpecialty,
    ]);
    await expect(page.getByText("Chef d'équipe")).toBeVisible();

    // The new specialty joined the catalogue: the new-agent form offers it.
    await page.goto('/admin/agents/new');
    await expect(page.getByLabel(newSpecialty)).toBeVisible();
  });

  test('adds certifications coloured by validity, then edits and removes one', async ({ page }) => {
    const agent = await createAgent(page, { lastName: `Certifie${unique()}` });
    await page.goto(`/admin/agents/${agent.id}`);
    const certifications = card(page, 'Certifications');
    await expect(certifications.getByText('Aucune certification')).toBeVisible();

    await certifications.getByRole('button', { name: 'Ajouter une certification' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nouvelle certification' });
    await dialog.getByLabel('Type').fill('SSIAP 1');
    await dialog.getByLabel('Numéro').fill('SS-4412');
    await dialog.getByLabel("Date d'expiration").fill(isoDay(30));
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Certification ajoutée')).toBeVisible();
    const ssiap = certifications.getByRole('listitem').filter({ hasText: 'SSIAP 1' });
    await expect(ssiap).toContainText('N° SS-4412');
    await expect(ssiap).toContainText('Expire bientôt');

    await certifications.getByRole('button', { name: 'Ajouter une certification' }).click();
    dialog = page.getByRole('dialog', { name: 'Nouvelle certification' });
    await dialog.getByLabel('Type').fill('Carte professionnelle CNAPS');
    await dialog.getByLabel("Date d'expiration").fill(isoDay(-2));
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(certifications.getByRole('listitem').filter({ hasText: 'CNAPS' })).toContainText('EXPIRÉE');

    await certifications.getByRole('button', { name: 'Modifier la certification SSIAP 1' }).click();
    dialog = page.getByRole('dialog', { name: 'Modifier la certification' });
    await dialog.getByLabel("Date d'expiration").fill(isoDay(400));
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Certification modifiée')).toBeVisible();
    await expect(ssiap).toContainText('Valide');

    await certifications
      .getByRole('button', { name: 'Supprimer la certification Carte professionnelle CNAPS' })
      .click();
    await page
      .getByRole('dialog', { name: 'Supprimer la certification' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await expect(page.getByText('Certification supprimée')).toBeVisible();
    await expect(certifications.getByRole('listitem')).toHaveCount(1);
  });

  test('deactivates an agent, then deletes them after confirmation', async ({ page }) => {
    const agent = await createAgent(page, { lastName: `Supprime${unique()}` });
    await page.goto(`/admin/agents/${agent.id}`);
    await page.getByRole('switch', { name: 'Compte actif' }).click();
    await expect(page.getByText('Agent désactivé')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Compte actif' })).not.toBeChecked();
    await expect(page.getByText('Inactif', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: "Supprimer l'agent" });
    await expect(dialog).toContainText(
      'Êtes-vous sûr de vouloir supprimer cet agent ? Cette action est irréversible.',
    );
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Agent supprimé avec succès')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/agents$/);
    await page.getByLabel('Rechercher un agent').fill(agent.matricule);
    await expect(page.getByText('Aucun agent trouvé')).toBeVisible();
  });

  test('changes the photo, refusing a file that is not an image', async ({ page }) => {
    const agent = await createAgent(page, { lastName: `Photo${unique()}` });
    await page.goto(`/admin/agents/${agent.id}`);
    await expect(page.getByRole('img', { name: `Photo de Test ${agent.lastName}` })).toHaveCount(0);

    let chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Changer la photo' }).click();
    await (
      await chooser
    ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('texte') });
    await expect(page.getByText('Format de photo non autorisé : JPEG, PNG ou WebP')).toBeVisible();

    chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Changer la photo' }).click();
    await (
      await chooser
    ).setFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
    await expect(page.getByText('Photo mise à jour')).toBeVisible();
    await expect(page.getByRole('img', { name: `Photo de Test ${agent.lastName}` })).toBeVisible();
  });

  test('shows call buttons that say whether the agent is online for calls', async ({ page }) => {
    await page.goto('/admin/agents');
    const card = page.getByRole('article').filter({ hasText: 'Lucas Bernard' });
    const audio = card.getByRole('button', { name: 'Appel audio avec Lucas Bernard' });
    await expect(audio).toHaveAccessibleDescription('Hors ligne');
    await expect(card.getByRole('button', { name: 'Appel vidéo avec Lucas Bernard' })).toBeEnabled();
    await audio.click();
    await expect(page.getByText('Utilisateur hors ligne')).toBeVisible();
  });
});

test.describe('agents, for a supervisor', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, DEMO.supervisor);
  });

  test('offers editing but no deletion', async ({ page }) => {
    await page.goto('/admin/agents');
    await page.getByRole('link', { name: 'Voir le profil de Lucas Bernard' }).click();
    await expect(page.getByRole('button', { name: 'Modifier', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Supprimer', exact: true })).toHaveCount(0);
  });
});
