import { expect, test, type Page } from '@playwright/test';
import { uniqueTitle } from './mission-data.ts';
import { callApi, createAgent } from './staff-data.ts';
import { DEMO, login, readSession } from './support.ts';

const DAY_MS = 86_400_000;

/** A calendar date `days` after a YYYY-MM-DD date. */
const addDays = (ymd: string, days: number) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the current Paris week, `weeks` weeks on. */
function parisMonday(weeks: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, 7 * weeks - weekday);
}

/** A mission created through the API over [startAt, endAt), so the test knows exactly which days it covers. */
async function createMission(page: Page, title: string, startAt: string, endAt: string): Promise<string> {
  const { accessToken } = await readSession(page);
  const response = await page.request.post('/api/missions', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { title, type: 'EVENT', startAt, endAt, locationAddress: '8 avenue Foch, 75116 Paris' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const shiftPanel = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Planning des horaires' }) }).last();

async function openNewMission(page: Page, prefix: string, weeksAhead = 20) {
  const monday = parisMonday(weeksAhead);
  const title = uniqueTitle(prefix);
  // From the Sunday before to four weeks on: every shift these tests plan lies within the mission's period.
  const id = await createMission(
    page,
    title,
    `${addDays(monday, -1)}T00:00:00Z`,
    `${addDays(monday, 28)}T00:00:00Z`,
  );
  await page.goto(`/admin/missions/${id}`);
  await expect(shiftPanel(page).getByRole('combobox', { name: 'Agent', exact: true })).toBeEnabled();
  return { monday, title };
}

test.describe('planning', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, DEMO.admin);
  });

  test('plans a weekly recurring shift and is told how many shifts were created', async ({ page }) => {
    const { monday } = await openNewMission(page, 'Garde hebdomadaire');
    const panel = shiftPanel(page);
    await panel.getByRole('combobox', { name: 'Agent', exact: true }).selectOption({ index: 1 });
    await panel.getByLabel(/^Début/).fill(`${monday}T03:00`);
    await panel.getByLabel(/^Fin/).fill(`${monday}T05:00`);
    await panel.getByLabel('Zone').fill('Portail nord');
    await panel.getByRole('switch', { name: 'Horaire récurrent' }).click();
    await panel.getByLabel('Type de récurrence').selectOption({ label: 'Hebdomadaire' });
    // The end date's calendar offers no day before the start.
    await expect(panel.locator('input[type="date"]')).toHaveAttribute('min', monday);
    await panel.getByLabel('Date de fin de récurrence').fill(addDays(monday, 14));
    await panel.getByRole('button', { name: "Ajouter l'horaire" }).click();

    await expect(page.getByText('3 horaires créés !')).toBeVisible();
    const planned = panel.getByRole('region', { name: 'Horaires planifiés' }).getByRole('listitem');
    await expect(planned).toHaveCount(3);
    await expect(planned.first()).toContainText('03:00 – 05:00');
    await expect(planned.first()).toContainText('Portail nord');
    await expect(planned.first()).toContainText('Hebdomadaire');
  });

  test('a shift 5 h after another of the agent names the working-time rules it breaks; the admin saves it anyway', async ({
    page,
  }) => {
    // A week and an agent no other test plans.
    const { monday } = await openNewMission(page, 'Veille de nuit', 23);
    const panel = shiftPanel(page);
    const agentSelect = panel.getByRole('combobox', { name: 'Agent', exact: true });
    // The same agent twice, by name (the list puts the mission's team first once they are on it).
    const name = (await agentSelect.locator('option').nth(2).textContent())!;
    const plan = async (from: string, to: string) => {
      await agentSelect.selectOption({ label: name });
      await panel.getByLabel(/^Début/).fill(from);
      await panel.getByLabel(/^Fin/).fill(to);
      await panel.getByRole('button', { name: "Ajouter l'horaire" }).click();
    };
    await plan(`${monday}T07:00`, `${monday}T18:00`);
    await expect(page.getByText('Horaire ajouté !')).toBeVisible();
    await plan(`${monday}T23:00`, `${addDays(monday, 1)}T05:00`);
    const alert = panel.getByRole('alert');
    await expect(alert).toContainText('Règles de temps de travail enfreintes');
    await expect(alert).toContainText('Repos de 5 h entre deux journées (minimum 11 h)');
    await expect(alert).toContainText('Amplitude de 22 h sur une journée (maximum 13 h)');
    await alert.getByRole('button', { name: 'Enregistrer malgré tout' }).click();
    await expect(page.getByText('Horaire ajouté !').first()).toBeVisible();
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(panel.getByRole('region', { name: 'Horaires planifiés' }).getByRole('listitem')).toHaveCount(
      2,
    );
  });

  test('asks before deleting a shift, and "Annuler" on the toast brings it back', async ({ page }) => {
    const { monday } = await openNewMission(page, 'Accueil du salon');
    const panel = shiftPanel(page);
    await panel.getByRole('combobox', { name: 'Agent', exact: true }).selectOption({ index: 1 });
    await panel.getByLabel(/^Début/).fill(`${addDays(monday, 2)}T07:00`);
    await panel.getByLabel(/^Fin/).fill(`${addDays(monday, 2)}T15:00`);
    await panel.getByLabel('Zone').fill('Accueil');
    await panel.getByRole('button', { name: "Ajouter l'horaire" }).click();
    await expect(page.getByText('Horaire ajouté !')).toBeVisible();
    const planned = panel.getByRole('region', { name: 'Horaires planifiés' }).getByRole('listitem');
    await expect(planned).toHaveCount(1);

    await planned
      .first()
      .getByRole('button', { name: /^Supprimer l'horaire de / })
      .click();
    const dialog = page.getByRole('dialog', { name: "Supprimer l'horaire" });
    await expect(dialog).toContainText('07:00 – 15:00');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(planned).toHaveCount(1);

    await planned
      .first()
      .getByRole('button', { name: /^Supprimer l'horaire de / })
      .click();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Horaire supprimé' });
    await expect(toast).toBeVisible();
    await expect(planned).toHaveCount(0);
    await toast.getByRole('button', { name: 'Annuler' }).click();
    await expect(page.getByText('Horaire rétabli', { exact: true })).toBeVisible();
    await expect(planned).toHaveCount(1);
    await page.reload();
    await expect(planned).toHaveCount(1);
    await expect(planned.first()).toContainText('Accueil');
  });

  test('suggests agents and fills in the recommended one', async ({ page }) => {
    const { monday } = await openNewMission(page, 'Escorte suggérée');
    const panel = shiftPanel(page);
    const suggest = panel.getByRole('button', { name: 'Suggérer des agents' });
    await expect(suggest).toBeDisabled();
    await expect(panel.getByText('Veuillez sélectionner les dates de début et fin')).toBeVisible();

    const day = addDays(monday, 8);
    await panel.getByLabel(/^Début/).fill(`${day}T10:00`);
    await panel.getByLabel(/^Fin/).fill(`${day}T12:00`);
    await suggest.click();
    await expect(page.getByText('5 suggestions trouvées !')).toBeVisible();

    const suggestions = panel.getByRole('region', { name: 'Agents suggérés' });
    const recommended = suggestions.getByRole('article').filter({ hasText: 'Recommandé' }).first();
    await expect(recommended.getByRole('img', { name: /^\d étoiles? sur 5$/ })).toBeVisible();
    const name = (await recommended.getByRole('heading').textContent()) ?? '';
    await recommended.getByRole('button', { name: `Choisir ${name}` }).click();

    await expect(page.getByText('Agent sélectionné !')).toBeVisible();
    await expect(suggestions).toBeHidden();
    const agent = panel.getByRole('combobox', { name: 'Agent', exact: true });
    await expect(agent.locator('option:checked')).toContainText(name);
  });

  test('copies a week to the next one, and lists the shift it could not copy with the reason', async ({
    page,
  }) => {
    const monday = parisMonday(26);
    const title = uniqueTitle('Gardiennage entrepôt');
    const missionId = await createMission(
      page,
      title,
      `${monday}T05:00:00Z`,
      `${addDays(monday, 20)}T20:00:00Z`,
    );
    const [kept, busy] = [
      await createAgent(page, { lastName: 'Copie' }),
      await createAgent(page, { lastName: 'Occupé' }),
    ];
    const plan = (agentId: string, day: string, from: string, to: string) =>
      callApi(page, 'POST', '/planning/shifts', {
        agentId,
        missionId,
        startAt: `${day}T${from}:00+01:00`,
        endAt: `${day}T${to}:00+01:00`,
      });
    await plan(kept.id, addDays(monday, 1), '08:00', '16:00');
    await plan(busy.id, addDays(monday, 2), '08:00', '16:00');
    // The busy agent already works on the target week's Wednesday.
    await plan(busy.id, addDays(monday, 9), '10:00', '12:00');

    await page.goto(`/admin/planning?semaine=${monday}`);
    await page.getByRole('button', { name: 'Copier la semaine' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copier la semaine' });
    const target = dialog.getByLabel(/^Semaine de destination/);
    await target.fill(addDays(monday, 10).split('-').reverse().join('/'));
    await expect(dialog).toContainText(
      `la copie commence à son lundi (${addDays(monday, 7).split('-').reverse().join('/')})`,
    );
    await dialog.getByLabel('Mission').selectOption({ label: title });
    await dialog.getByRole('button', { name: 'Copier', exact: true }).click();

    await expect(page.getByText('1 horaire(s) copié(s)')).toBeVisible();
    const skipped = dialog.getByRole('alert');
    await expect(skipped).toContainText('1 horaire(s) non copié(s)');
    await expect(skipped).toContainText(`Test Occupé`);
    await expect(skipped).toContainText('Cet agent a déjà un horaire sur ce créneau');
    const copies = await callApi<{ agentId: string; startAt: string }[]>(
      page,
      'GET',
      `/planning/shifts?missionId=${missionId}&from=${addDays(monday, 7)}T00:00:00Z&to=${addDays(monday, 14)}T00:00:00Z`,
    );
    expect(copies.map((c) => [c.agentId, c.startAt])).toEqual([
      [kept.id, `${addDays(monday, 8)}T07:00:00.000Z`],
      [busy.id, `${addDays(monday, 9)}T09:00:00.000Z`],
    ]);
  });

  test('shows a Tuesday-to-Thursday mission on each of its days, week after week', async ({ page }) => {
    const monday = parisMonday(1);
    const title = uniqueTitle('Salon sur trois jours');
    await createMission(page, title, `${addDays(monday, 1)}T10:00:00Z`, `${addDays(monday, 3)}T15:00:00Z`);

    await page.goto('/admin/planning');
    await page.getByRole('tab', { name: 'Par mission' }).click();
    await expect(page).toHaveURL(/vue=missions/);
    await expect(page.getByText(/missions? cette semaine/)).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);

    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    const days = page.getByRole('list', { name: 'Jours de la semaine' }).locator(':scope > li');
    await expect(days).toHaveCount(7);
    const missionOn = (index: number) => days.nth(index).getByRole('link', { name: new RegExp(title) });
    for (const index of [1, 2, 3]) await expect(missionOn(index)).toBeVisible();
    for (const index of [0, 4, 5, 6]) await expect(missionOn(index)).toHaveCount(0);
    await expect(days.nth(0).getByRole('heading')).toContainText('Lun');
    await expect(days.nth(6).getByRole('heading')).toContainText('Dim');

    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
    await page.getByRole('button', { name: 'Semaine précédente' }).click();
    await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(3);
    await page.getByRole('button', { name: "Aujourd'hui" }).click();
    await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);

    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await missionOn(2).click();
    await expect(page).toHaveURL(/\/admin\/missions\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  });
});
