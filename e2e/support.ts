import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo!2026';
export const DEMO = {
  admin: 'admin@secops.demo',
  supervisor: 'superviseur@secops.demo',
  agent: 'agent@secops.demo',
  lead: 'chef@secops.demo',
} as const;

/** Signs in through the login page as a person would. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Connexion réussie !')).toBeVisible();
}

/**
 * Signs out with the shell's button and waits for the sign-in page: only then is the session gone from the browser (a
 * page loaded before that still finds it, and goes back to the signed-in area).
 */
/** Signs out: from the sidebar in the staff area, from Mon Profil (asked first) in the field area. */
export async function signOut(page: Page): Promise<void> {
  if (new URL(page.url()).pathname.startsWith('/agent')) {
    await page.goto('/agent/profile');
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page
      .getByRole('dialog', { name: 'Se déconnecter ?' })
      .getByRole('button', { name: 'Déconnexion' })
      .click();
  } else {
    await page.getByRole('button', { name: 'Déconnexion' }).click();
  }
  await expect(page).toHaveURL(/\/login$/);
}

type StoredSession = { state: { accessToken: string | null; refreshToken: string | null } };

export async function readSession(page: Page): Promise<StoredSession['state']> {
  const raw = await page.evaluate(() => localStorage.getItem('auth-storage'));
  return (JSON.parse(raw ?? '{"state":{}}') as StoredSession).state;
}

/**
 * Rewrites tokens in the persisted session, as a browser left open for a long time would hold them. The app is left
 * first (for a JSON page of the same origin): a running app could otherwise write its own session back over them.
 */
export async function overwriteTokens(
  page: Page,
  tokens: { accessToken?: string; refreshToken?: string },
): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate((t) => {
    const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
      state: Record<string, unknown>;
    };
    Object.assign(stored.state, t);
    localStorage.setItem('auth-storage', JSON.stringify(stored));
  }, tokens);
}
