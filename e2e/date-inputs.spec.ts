import { expect, test, type Page } from '@playwright/test';
import { createMission, uniqueTitle } from './mission-data.ts';
import { DEMO, login } from './support.ts';

// A browser set to American English, where native date inputs showed 04/10/2027 and 06:00 PM.
test.use({ locale: 'en-US' });

const shiftPanel = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Planning des horaires' }) }).last();

test.describe('dates and times in an English-language browser', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, DEMO.admin);
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  });

  test('creates a mission from dates typed and shown as dd/mm/yyyy and 24 h', async ({ page }) => {
    const title = uniqueTitle('Soirée américaine');
    await page.goto('/admin/missions/new');
    await page.getByLabel('Titre').fill(title);
    await page.getByLabel('Type').selectOption({ label: 'Événementiel' });

    // Digits only, as on a phone's number pad: the separators come by themselves.
    const start = page.getByLabel('Date et heure de début');
    await expect(start).toHaveAttribute('placeholder', 'jj/mm/aaaa hh:mm');
    await start.pressSequentially('100420271800');
    await expect(start).toHaveValue('10/04/2027 18:00');

    // A day that does not exist is refused in French once the field is left.
    const end = page.getByLabel('Date et heure de fin');
    await end.pressSequentially('31/04/2027 01:30');
    await end.blur();
    await expect(page.getByText('Date et heure invalides : saisissez jj/mm/aaaa hh:mm')).toBeVisible();
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await end.fill('');
    await end.pressSequentially('11/04/2027 1h30');
    await end.blur();
    await expect(end).toHaveValue('11/04/2027 01:30');
    await expect(end).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Créer la mission' }).click();
    await expect(page.getByText('Mission créée avec succès !')).toBeVisible();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Modifier' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier la mission' });
    await expect(edit.getByLabel('Date et heure de début')).toHaveValue('10/04/2027 18:00');
    await expect(edit.getByLabel('Date et heure de fin')).toHaveValue('11/04/2027 01:30');
  });

  test('plans an evening shift on a 24-hour clock, its day taken from the calendar', async ({ page }) => {
    const { id } = await createMission(page, uniqueTitle('Garde du soir'), new Date('2027-04-15T16:00:00Z'));
    await page.goto(`/admin/missions/${id}`);
    const panel = shiftPanel(page);
    await expect(panel.getByRole('combobox', { name: 'Agent', exact: true })).toBeEnabled();
    await panel.getByRole('combobox', { name: 'Agent', exact: true }).selectOption({ index: 1 });

    // The browser's own calendar, in English here, hands over a day and a time: it is shown the French way.
    const start = panel.getByLabel(/^Début/);
    await expect(panel.getByRole('button', { name: 'Ouvrir le calendrier' }).first()).toBeVisible();
    await panel.locator('input[type="datetime-local"]').first().fill('2027-04-15T21:30');
    await expect(start).toHaveValue('15/04/2027 21:30');
    const end = panel.getByLabel(/^Fin/);
    await end.pressSequentially('150420272345');
    await expect(end).toHaveValue('15/04/2027 23:45');

    await panel.getByRole('button', { name: "Ajouter l'horaire" }).click();
    await expect(page.getByText('Horaire ajouté !')).toBeVisible();
    const planned = panel.getByRole('region', { name: 'Horaires planifiés' }).getByRole('listitem');
    await expect(planned.first()).toContainText('21:30 – 23:45');
    await expect(start).toHaveValue('');
  });

  test('keeps the payroll night range on a 24-hour clock', async ({ page }) => {
    await page.goto('/admin/settings');
    const nightStart = page.getByLabel('Début de la nuit');
    await expect(nightStart).toHaveValue(/^([01]\d|2[0-3]):[0-5]\d$/);
    await nightStart.fill('');
    await nightStart.pressSequentially('2130');
    await expect(nightStart).toHaveValue('21:30');
    await nightStart.fill('25:00');
    await nightStart.blur();
    await expect(page.getByText('Heure invalide : saisissez hh:mm sur 24 h')).toBeVisible();
  });
});
