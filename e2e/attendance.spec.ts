import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './support.ts';

// Near Place Vendôme (48.8675, 2.3294), where the demo agent's shift of the moment is.
const NEAR = { latitude: 48.8677, longitude: 2.3296, accuracy: 12 };
const FAR = { latitude: 48.8675 + 3000 / 111_195, longitude: 2.3294, accuracy: 15 };
// About 660 km away: a position no guard reaches within the seconds after clocking in.
const MARSEILLE = { latitude: 43.2965, longitude: 5.3698, accuracy: 5 };

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

    // The end is asked first, with the time it will record.
    await page.getByRole('button', { name: 'Terminer', exact: true }).click();
    const ending = page.getByRole('dialog', { name: 'Terminer le pointage ?' });
    await expect(ending).toContainText(/Votre fin de poste sera enregistrée maintenant, à \d\d:\d\d\./);
    await ending.getByRole('button', { name: 'Annuler' }).click();
    await expect(page.getByRole('heading', { name: 'Pointage en cours' })).toBeVisible();
    await page.getByRole('button', { name: 'Terminer', exact: true }).click();
    await ending.getByRole('button', { name: 'Terminer' }).click();
    await expect(page.getByText('Pointage terminé !')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pointage en cours' })).toBeHidden();

    await page.getByRole('button', { name: 'Reprendre' }).click();
    await expect(page.getByText('Pointage repris !')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pointage en cours' })).toBeVisible();
    await page.getByRole('button', { name: 'Terminer', exact: true }).click();
    await ending.getByRole('button', { name: 'Terminer' }).click();
    await expect(page.getByText('Pointage terminé !').first()).toBeVisible();

    await page.getByRole('tab', { name: /Historique/ }).click();
    await expect(page.getByText(/h normales · .* h sup/).first()).toBeVisible();
  });

  test('resumed near the site then ended 660 km away: the report shows it as suspect', async ({ page }) => {
    await openAttendance(page, NEAR);
    await page.getByRole('button', { name: 'Reprendre' }).click();
    await expect(page.getByRole('heading', { name: 'Pointage en cours' })).toBeVisible();
    await page.context().setGeolocation(MARSEILLE);
    await expect(page.getByText('Précision : ± 5 m')).toBeVisible();
    await page.getByRole('button', { name: 'Terminer', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Terminer le pointage ?' })
      .getByRole('button', { name: 'Terminer' })
      .click();
    await expect(page.getByText('Pointage terminé !').first()).toBeVisible();

    // The agent's session goes (the app left first, so that it cannot write it back), then the admin signs in.
    await page.goto('/api/health');
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(page, DEMO.admin);
    await page.getByRole('link', { name: 'Pointages' }).click();
    await page.getByLabel('Pointages suspects').selectOption({ label: 'Pointages suspects uniquement' });
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows.first()).toContainText('Lucas Bernard');
    await expect(rows.first()).toContainText('Pointage suspect');
    await expect(rows.first()).toContainText(/Déplacement de 6\d\d km en \d+ (s|min) \(vitesse impossible\)/);
  });
});

test.describe('Compte Rendu des Pointages', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the admin filters the report and downloads it as PDF and CSV', async ({ page }) => {
    await login(page, DEMO.admin);
    await page.getByRole('link', { name: 'Pointages' }).click();
    await expect(page.getByRole('heading', { name: 'Compte Rendu des Pointages' })).toBeVisible();
    const table = page.getByRole('table');
    for (const header of ['Agent', 'Mission', 'Date', 'Début', 'Fin', 'H. Normales', 'H. Sup', 'Statut']) {
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }

    await page.getByLabel('Agent').selectOption({ label: 'Bernard Lucas (AG-0001)' });
    await page.getByLabel('Statut').selectOption({ label: 'Terminé' });
    const rows = table.locator('tbody tr');
    // The rows are counted once the filtered page has replaced the previous one.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(rows.filter({ hasNotText: 'Lucas Bernard' })).toHaveCount(0);
    await expect(rows.filter({ hasNotText: 'Terminé' })).toHaveCount(0);
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    for (let i = 0; i < count; i += 1) {
      await expect(rows.nth(i)).toContainText('Lucas Bernard');
      await expect(rows.nth(i)).toContainText('Terminé');
    }
    await expect(page.getByText(new RegExp(`^1–${count} sur ${count}$`))).toBeVisible();

    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter PDF' }).click();
    const pdfFile = await (await pdf).path();
    expect(readFileSync(pdfFile).subarray(0, 5).toString()).toBe('%PDF-');

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter CSV' }).click();
    const text = readFileSync(await (await csv).path(), 'utf8');
    expect(text.startsWith('\uFEFFAgent;Matricule;Mission;')).toBe(true);
    expect(text.trimEnd().split('\r\n')).toHaveLength(count + 1);

    await page.getByLabel('Date de début').fill('2000-01-01');
    await page.getByLabel('Date de fin').fill('2000-01-31');
    await expect(page.getByText('Aucun pointage trouvé')).toBeVisible();
    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
    await expect(rows.first()).toBeVisible();
  });
});
