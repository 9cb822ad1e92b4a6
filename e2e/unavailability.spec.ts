import { expect, test } from '@playwright/test';
import { apiAs, signInByApi, uniqueTitle } from './realtime-data.ts';
import { DEMO, DEMO_PASSWORD, login } from './support.ts';

const DAY_MS = 86_400_000;
/** A calendar date `days` from today (UTC), far from what other tests plan. */
const dayIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

test.describe("guards' unavailability", () => {
  test('a guard asks for leave on the phone, staff grant it, and a shift then is refused', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
    const page = await context.newPage();
    await login(page, DEMO.agent);
    await page.goto('/agent/profile');
    const card = page.locator('section', {
      has: page.getByRole('heading', { name: 'Mes indisponibilités' }),
    });
    const [from, to] = [dayIn(200), dayIn(207)];
    await card.getByLabel(/^Début/).fill(`${from}T00:00`);
    await card.getByLabel(/^Fin/).fill(`${to}T23:00`);
    await card.getByLabel('Motif').selectOption({ label: 'Congés' });
    await card.getByRole('button', { name: 'Déclarer' }).click();
    await expect(page.getByText('Demande de congés envoyée')).toBeVisible();
    const item = card.getByRole('listitem').filter({ hasText: 'Congés' });
    await expect(item).toContainText('Demandée');
    const remove = item.getByRole('button', { name: /^Retirer l'indisponibilité du / });
    expect((await remove.boundingBox())?.height).toBeGreaterThanOrEqual(40);

    const me = await apiAs<{ id: string }>(page, 'GET', '/agents/me');
    const staff = await signInByApi(page.request, DEMO.admin);

    // The office grants it on the guard's page, then sees it greyed on each of its days on the board.
    const office = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
    const board = await office.newPage();
    await login(board, DEMO.admin);
    await board.goto(`/admin/agents/${me.id}`);
    const requests = board.locator('section', {
      has: board.getByRole('heading', { name: 'Indisponibilités' }),
    });
    await requests
      .getByRole('button', { name: /^Accorder les congés du / })
      .first()
      .click();
    await expect(board.getByText('Congés accordés')).toBeVisible();
    await page.reload();
    await expect(item).toContainText('Acceptée');
    const leaveDay = dayIn(202);
    const monday = new Date(
      Date.parse(`${leaveDay}T00:00:00Z`) -
        ((new Date(`${leaveDay}T00:00:00Z`).getUTCDay() + 6) % 7) * DAY_MS,
    )
      .toISOString()
      .slice(0, 10);
    await board.goto(`/admin/planning?semaine=${monday}`);
    await board.getByLabel('Rechercher un agent').fill('Lucas Bernard');
    const row = board
      .getByRole('row')
      .filter({ has: board.getByRole('rowheader', { name: /Lucas Bernard/ }) });
    await expect(row.getByRole('cell').filter({ hasText: 'Indisponible · Congés' }).first()).toBeVisible();
    await office.close();

    // Planning the guard during the leave is refused, saying why.
    // A mission of its own over the leave, so that only the leave stands in the way.
    const mission = await staff<{ id: string }>('POST', '/missions', {
      title: uniqueTitle('Salon pendant les congés'),
      type: 'EVENT',
      startAt: `${dayIn(199)}T00:00:00Z`,
      endAt: `${dayIn(209)}T00:00:00Z`,
      locationAddress: '8 avenue Foch, 75116 Paris',
    });
    const signIn = await page.request.post('/api/auth/login', {
      data: { email: DEMO.admin, password: DEMO_PASSWORD },
    });
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const refused = await page.request.post('/api/planning/shifts', {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: {
        agentId: me.id,
        missionId: mission.id,
        startAt: `${dayIn(202)}T08:00:00Z`,
        endAt: `${dayIn(202)}T16:00:00Z`,
      },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('UNAVAILABLE');

    // The guard takes it back: it is not begun.
    await remove.click();
    await expect(page.getByText('Indisponibilité retirée')).toBeVisible();
    await expect(item).toHaveCount(0);
    await context.close();
  });
});
