import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './support.ts';

// Near Place Vendôme (48.8675, 2.3294), where the demo agent's shift of the moment is.
const NEAR = { latitude: 48.8677, longitude: 2.3296, accuracy: 12 };
const FAR = { latitude: 48.8675 + 3000 / 111_195, longitude: 2.3294, accuracy: 15 };

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 }, permissions: ['geolocation'] });

async function openAttendance(
  page: Page,
  position: { latitude: number; longitude: number; accuracy: number },
) {
  await page.context().setGeolocation(position);
  await login(page, DEMO.agent);
  await page.getByRole('link', { name: 'Pointage' }).click();
  await expect(page).toHaveURL(/\/agent\/attendance$/);
  await expect(page.getByRole('heading', { name: 'Pointage', level: 1 })).toBeVisible();
}

test.describe('Pointage on the phone', () => {
  test('3 km from the site: the distance is shown and the start button stays disabled', async ({ page }) => {
    await openAttendance(page, FAR);
    await expect(page.getByText(/^Vous êtes à 3\d{3}m du lieu \(max: 1 km\)$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Démarrer le pointage' })).toBeDisabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('near the site: starts at once, goes to overtime, ends and resumes', async ({ page }) => {
    await openAttendance(page, NEAR);
    await expect(page.getByText(/^Vous êtes à \d{1,3}m du lieu de mission$/)).toBeVisible();
    await page.getByRole('button', { name: 'Démarrer le pointage' }).click();
    await expect(page.getByText('Pointage démarré !')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pointage en cours' })).toBeVisible();
    await expect(page.getByLabel('Temps écoulé')).toHaveText(/^00:00:\d\d$/);

    await page.getByRole('button', { name: 'Passer en heures sup' }).click();
    await expect(page.getByText('Mode heures supplémentaires activé ! Le compteur continue.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Passer en heures sup' })).toBeHidden();

    await page.getByRole('button', { name: 'Terminer', exact: true }).click();
    await expect(page.getByText('Pointage terminé !')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pointage en cours' })).toBeHidden();

    await page.getByRole('button', { name: 'Reprendre' }).click();
    await expect(page.getByText('Pointage repris !')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pointage en cours' })).toBeVisible();
    await page.getByRole('button', { name: 'Terminer', exact: true }).click();
    await expect(page.getByText('Pointage terminé !').first()).toBeVisible();

    await page.getByRole('tab', { name: /Historique/ }).click();
    await expect(page.getByText(/h normales · .* h sup/).first()).toBeVisible();
  });
});
