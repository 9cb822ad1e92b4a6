import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { createStaffAccount } from './staff-data.ts';
import { DEMO, login, signOut } from './support.ts';

const PERIOD_MS = 30_000;

/** The code an authenticator app shows for this secret at a given 30-second step. */
const codeAt = (secret: string, step: number) =>
  new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({
    timestamp: step * PERIOD_MS,
  });

const card = (page: Page, heading: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) });

/** Signs in as a freshly created staff account (created by the demo admin), on the settings page. */
async function openSettingsAsNewStaff(page: Page) {
  await login(page, DEMO.admin);
  const account = await createStaffAccount(page);
  await signOut(page);
  await login(page, account.email, account.password);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
  return account;
}

/**
 * Enables 2FA through the screen (the current password first), reading the secret shown for manual entry; answers
 * the secret and step used.
 */
async function enableTwoFactor(page: Page, password: string) {
  await page.getByRole('button', { name: 'Activer la 2FA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Activer la 2FA' });
  await expect(dialog.getByRole('img', { name: 'Code QR à scanner pour activer la 2FA' })).toBeVisible();
  const shown = await dialog.getByLabel('Clé secrète (saisie manuelle)').inputValue();
  // Shown in groups of four for reading; an authenticator app takes it without the spaces.
  expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  const secret = shown.replaceAll(' ', '');
  const submit = dialog.getByRole('button', { name: 'Activer', exact: true });
  const step = Math.floor(Date.now() / PERIOD_MS);
  await dialog.getByLabel('Code à 6 chiffres').fill(codeAt(secret, step));
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Mot de passe actuel').fill('PasLeBon!2026');
  await submit.click();
  await expect(dialog.getByText('Mot de passe actuel incorrect')).toBeVisible();
  await dialog.getByLabel('Mot de passe actuel').fill(password);
  await dialog.getByLabel('Code à 6 chiffres').fill('12345');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Code à 6 chiffres').fill(codeAt(secret, step));
  await submit.click();
  await expect(page.getByText('2FA activée avec succès !')).toBeVisible();
  await page.waitForEvent('load');
  await expect(card(page, 'Sécurité').getByText('Activée', { exact: true })).toBeVisible();
  return { secret, step };
}

test.describe('settings', () => {
  test('enables 2FA with a code from the secret, then signs in with a code', async ({ page }) => {
    const account = await openSettingsAsNewStaff(page);
    await expect(card(page, 'Sécurité').getByText('Désactivée', { exact: true })).toBeVisible();
    const { secret, step } = await enableTwoFactor(page, account.password);

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Mot de passe').fill(account.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Code 2FA requis')).toBeVisible();
    // A code is accepted once only: the next step's code, which the server accepts too.
    await page.getByLabel('Code de vérification').fill(codeAt(secret, step + 1));
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByText('Connexion réussie !')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('disables 2FA with the password and a code, and refuses a wrong code', async ({ page }) => {
    const account = await openSettingsAsNewStaff(page);
    const { secret, step } = await enableTwoFactor(page, account.password);

    await page.getByRole('button', { name: 'Désactiver la 2FA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Désactiver la 2FA' });
    await dialog.getByLabel('Mot de passe actuel').fill(account.password);
    const wrong = codeAt(secret, step + 1) === '000000' ? '111111' : '000000';
    await dialog.getByLabel('Code à 6 chiffres').fill(wrong);
    await dialog.getByRole('button', { name: 'Désactiver', exact: true }).click();
    await expect(dialog.getByText('Code invalide')).toBeVisible();
    await dialog.getByLabel('Code à 6 chiffres').fill(codeAt(secret, step + 1));
    await dialog.getByRole('button', { name: 'Désactiver', exact: true }).click();
    await expect(page.getByText('2FA désactivée avec succès !')).toBeVisible();
    await page.waitForEvent('load');
    await expect(card(page, 'Sécurité').getByText('Désactivée', { exact: true })).toBeVisible();
  });

  test('changes the password after checking the confirmation and the current password', async ({ page }) => {
    const account = await openSettingsAsNewStaff(page);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Changer le mot de passe' });
    const save = dialog.getByRole('button', { name: 'Enregistrer' });

    await dialog.getByLabel('Mot de passe actuel').fill(account.password);
    await dialog.getByLabel('Nouveau mot de passe').fill('court');
    await dialog.getByLabel('Confirmer le mot de passe').fill('autre');
    await save.click();
    await expect(dialog.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();
    await expect(dialog.getByText('Les mots de passe ne correspondent pas')).toBeVisible();

    await dialog.getByLabel('Mot de passe actuel').fill('PasLeBon!2026');
    await dialog.getByLabel('Nouveau mot de passe').fill('Nouveau!2026');
    await dialog.getByLabel('Confirmer le mot de passe').fill('Nouveau!2026');
    await save.click();
    await expect(dialog.getByText('Mot de passe actuel incorrect')).toBeVisible();

    await dialog.getByLabel('Mot de passe actuel').fill(account.password);
    await save.click();
    await expect(page.getByText('Mot de passe modifié avec succès !')).toBeVisible();
    await expect(dialog).toBeHidden();

    await signOut(page);
    await login(page, account.email, 'Nouveau!2026');
  });

  test('updates the profile, a new e-mail only with the current password, and keeps the session', async ({
    page,
  }) => {
    const account = await openSettingsAsNewStaff(page);
    const profile = card(page, 'Profil');
    await expect(profile.getByText('Camille Essai')).toBeVisible();
    await expect(profile.getByText('Superviseur')).toBeVisible();

    await profile.getByRole('button', { name: 'Modifier le profil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier le profil' });
    await dialog.getByLabel('Email').fill('');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText("L'email est requis")).toBeVisible();
    await dialog.getByLabel('Email').fill(DEMO.admin);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Le mot de passe actuel est requis')).toBeVisible();
    await dialog.getByLabel('Mot de passe actuel').fill('PasLeBon!2026');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Mot de passe actuel incorrect')).toBeVisible();
    await dialog.getByLabel('Mot de passe actuel').fill(account.password);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Cet email est déjà utilisé')).toBeVisible();

    const email = `renomme.${Date.now().toString(36)}@secops.test`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Prénom').fill('Dominique');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Profil mis à jour !')).toBeVisible();
    await expect(profile.getByText('Dominique Essai')).toBeVisible();
    await expect(page.getByRole('complementary').getByText(email)).toBeVisible();
    await page.reload();
    await expect(profile.getByText(email)).toBeVisible();
  });

  test('shows the notifications and the system status', async ({ page }) => {
    await login(page, DEMO.admin);
    await page.goto('/admin/settings');
    const notifications = card(page, 'Notifications');
    await expect(notifications.getByText('Notifications par email')).toBeVisible();
    await expect(notifications.getByText('Activé', { exact: true })).toBeVisible();
    // Push: this browser's state (push.spec.ts turns it on and off).
    await expect(notifications.getByText('Notifications push')).toBeVisible();
    await expect(
      notifications.getByText(
        /^(Activées sur cet appareil|Désactivées sur cet appareil|Refusées par le navigateur|Non disponibles sur ce navigateur)$/,
      ),
    ).toBeVisible();
    const system = card(page, 'État du système');
    await expect(system.getByText('Connectée')).toBeVisible();
    await expect(system.getByText(/^(Actif|Non configuré)$/)).toBeVisible();
    await expect(system.getByText(/Redis/)).toBeVisible();
    await expect(card(page, 'Profil').getByText('Super administrateur')).toBeVisible();
  });

  test('the admin changes the payroll night range, a supervisor only reads it', async ({ page }) => {
    await login(page, DEMO.admin);
    await page.goto('/admin/settings');
    const payroll = card(page, 'Paie : heures de nuit');
    await expect(payroll.getByLabel('Début de la nuit')).toHaveValue('21:00');
    await payroll.getByLabel('Début de la nuit').fill('22:00');
    await payroll.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Plages horaires enregistrées')).toBeVisible();
    await page.reload();
    await expect(card(page, 'Paie : heures de nuit').getByLabel('Début de la nuit')).toHaveValue('22:00');
    await card(page, 'Paie : heures de nuit').getByLabel('Début de la nuit').fill('21:00');
    await card(page, 'Paie : heures de nuit').getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Plages horaires enregistrées')).toBeVisible();

    await signOut(page);
    await login(page, DEMO.supervisor);
    await page.goto('/admin/settings');
    const readOnly = card(page, 'Paie : heures de nuit');
    await expect(readOnly.getByLabel('Fin de la nuit')).toBeDisabled();
    await expect(readOnly.getByText('Seuls les administrateurs peuvent modifier cette plage.')).toBeVisible();
  });

  test('the admin tightens a working-time rule and resets the legal values; a supervisor only reads them', async ({
    page,
  }) => {
    await login(page, DEMO.admin);
    await page.goto('/admin/settings');
    const rules = card(page, 'Règles de temps de travail');
    const weekly = rules.getByLabel('Travail par semaine, max. (h)');
    await expect(weekly).toHaveValue('48');
    await expect(rules.getByLabel('Période de travail, min. (h)')).toHaveValue('');
    await weekly.fill('44');
    await rules.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Règles de temps de travail enregistrées')).toBeVisible();
    await page.reload();
    const reloaded = card(page, 'Règles de temps de travail');
    await expect(reloaded.getByLabel('Travail par semaine, max. (h)')).toHaveValue('44');
    await reloaded.getByRole('button', { name: 'Valeurs légales' }).click();
    await expect(reloaded.getByLabel('Travail par semaine, max. (h)')).toHaveValue('48');
    await reloaded.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Règles de temps de travail enregistrées').first()).toBeVisible();

    await signOut(page);
    await login(page, DEMO.supervisor);
    await page.goto('/admin/settings');
    const readOnly = card(page, 'Règles de temps de travail');
    await expect(readOnly.getByLabel('Travail par semaine, max. (h)')).toHaveValue('48');
    await expect(readOnly.getByLabel('Travail par semaine, max. (h)')).toBeDisabled();
    await expect(readOnly.getByText('Seuls les administrateurs peuvent modifier ces règles.')).toBeVisible();
  });
});
