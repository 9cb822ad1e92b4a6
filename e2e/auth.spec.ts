import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, login, overwriteTokens, readSession } from './support.ts';

test.describe('sign-in and role guards', () => {
  test('an admin signs in and lands on the dashboard with the full sidebar', async ({ page }) => {
    await login(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin$/);
    const nav = page.getByRole('navigation');
    for (const entry of [
      'Tableau de bord',
      'Missions',
      'Agents',
      'Clients',
      'Planning',
      'Tracking GPS',
      'Pointages',
      'Incidents',
      'Matériel',
      'Templates Check-lists',
      'Paramètres',
    ]) {
      await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
    }
    await expect(page.getByText('Claire Vasseur', { exact: true })).toBeVisible();
    await expect(page.getByText(DEMO.admin)).toBeVisible();
  });

  test('an agent lands on the field area and is sent back there from /admin', async ({ page }) => {
    await login(page, DEMO.agent);
    await expect(page).toHaveURL(/\/agent$/);
    await expect(page.getByRole('link', { name: 'Mes Missions' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/admin/missions');
    await expect(page).toHaveURL(/\/agent$/);
  });

  test('a visitor without a session is sent to /login from a guarded page', async ({ page }) => {
    await page.goto('/admin/agents');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Plateforme de gestion de missions')).toBeVisible();
  });

  test('someone signed in who opens /login is taken to their area', async ({ page }) => {
    await login(page, DEMO.agent);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/agent$/);
    await expect(page.getByRole('link', { name: 'Mes Missions' })).toBeVisible();
  });

  test("'Mot de passe oublié ?' opens the recovery page without a page load, and Back shows sign-in again", async ({
    page,
  }) => {
    await page.goto('/login');
    // Gone if the browser loaded a page: the sign-in page hands over to the application in the same document.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await page.getByLabel('Email').fill(DEMO.supervisor);
    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Connexion réussie !')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.admin);
    await page.getByLabel('Mot de passe').fill('mauvais-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Email ou mot de passe incorrect')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a stale access token is refreshed without the user noticing', async ({ page }) => {
    await login(page, DEMO.supervisor);
    const before = await readSession(page);
    await overwriteTokens(page, { accessToken: 'expired.or.forged.token' });
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect.poll(async () => (await readSession(page)).accessToken).not.toBe('expired.or.forged.token');
    const after = await readSession(page);
    expect(after.refreshToken).not.toBe(before.refreshToken);
  });

  test('a session that cannot be refreshed ends on /login, saying so', async ({ page }) => {
    await login(page, DEMO.supervisor);
    await overwriteTokens(page, { accessToken: 'forged', refreshToken: 'forged-refresh' });
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Votre session a expiré')).toBeVisible();
    expect((await readSession(page)).accessToken ?? null).toBeNull();
  });

  test('Déconnexion ends the session', async ({ page }) => {
    await login(page, DEMO.admin);
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('password recovery', () => {
  test('forgot-password always shows the success screen, even for an unknown address', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('personne@inconnu.fr');
    await page.getByRole('button', { name: /envoyer/i }).click();
    await expect(page.getByText(/un email de réinitialisation a été envoyé/i)).toBeVisible();
  });

  test('reset-password shows the mismatch live and keeps the button disabled', async ({ page }) => {
    await page.goto('/reset-password?token=abc');
    await expect(page.getByText('Ce lien est valable 1 heure.')).toBeVisible();
    const submit = page.getByRole('button', { name: /réinitialiser/i });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Nouveau mot de passe').fill('motdepasse1');
    await page.getByLabel('Confirmer le mot de passe').fill('motdepasse2');
    await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByLabel('Confirmer le mot de passe').fill('motdepasse1');
    await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeHidden();
    await expect(submit).toBeEnabled();
  });

  test('reset-password without a token says the link is invalid and goes to /login', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('Lien invalide')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown reset token shows the server message and leads to /forgot-password', async ({ page }) => {
    await page.goto('/reset-password?token=inconnu');
    await page.getByLabel('Nouveau mot de passe').fill('motdepasse1');
    await page.getByLabel('Confirmer le mot de passe').fill('motdepasse1');
    await page.getByRole('button', { name: /réinitialiser/i }).click();
    await expect(page.getByText(/invalide/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-password$/, { timeout: 5000 });
  });
});
