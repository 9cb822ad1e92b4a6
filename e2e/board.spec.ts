import { expect, test, type Page, type Request } from '@playwright/test';
import { uniqueTitle } from './mission-data.ts';
import { callApi, createAgent, createStaffAccount, unique, type CreatedAgent } from './staff-data.ts';
import { DEMO, login } from './support.ts';

const DAY_MS = 86_400_000;
const addDays = (ymd: string, days: number) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the current Paris week, `weeks` weeks on: each test plans a week no other test uses. */
function parisMonday(weeks: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, 7 * weeks - weekday);
}

/** A mission over one whole week, created through the API. */
const createWeekMission = (page: Page, title: string, monday: string) =>
  callApi<{ id: string }>(page, 'POST', '/missions', {
    title,
    type: 'EVENT',
    startAt: `${monday}T00:00:00Z`,
    endAt: `${addDays(monday, 7)}T00:00:00Z`,
    locationAddress: '10 rue de Rivoli, 75001 Paris',
  }).then((mission) => mission.id);

/** "lundi 3 mars 2031", as the board names a day. */
const dayName = (ymd: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${ymd}T12:00:00Z`));

type Shift = { id: string; agentId: string; startAt: string; endAt: string };

async function planShift(
  page: Page,
  agent: CreatedAgent,
  missionId: string,
  day: string,
  from: string,
  to: string,
) {
  const next = to < from ? addDays(day, 1) : day;
  return callApi<Shift>(page, 'POST', '/planning/shifts', {
    agentId: agent.id,
    missionId,
    startAt: `${day}T${from}:00Z`,
    endAt: `${next}T${to}:00Z`,
  });
}

/** The board's row of an agent, found by name. */
const agentRow = (page: Page, agent: CreatedAgent) =>
  page.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: new RegExp(`${agent.firstName} ${agent.lastName}`) }),
  });

/** The cell of a row on the n-th day of the week (0: Monday). */
const dayCell = (page: Page, agent: CreatedAgent, day: number) =>
  agentRow(page, agent).getByRole('cell').nth(day);

async function openBoard(page: Page, monday: string, search: string) {
  const asked: string[] = [];
  const noteBoard = (request: Request) => {
    if (request.url().includes('/api/planning/board')) asked.push(new URL(request.url()).search);
  };
  page.on('request', noteBoard);
  await page.goto(`/admin/planning?semaine=${monday}`);
  await expect(page.getByRole('tab', { name: 'Par agent', selected: true })).toBeVisible();
  await expect(page.getByText(/^\d+ agents?$/)).toBeVisible();
  page.off('request', noteBoard);
  // A page load asks for the week's board once: its entry starts the request and the screen takes the answer.
  expect(asked).toEqual([`?from=${monday}&to=${addDays(monday, 6)}`]);
  await page.getByLabel('Rechercher un agent').fill(search);
  await expect(page.getByText('2 agents')).toBeVisible();
}

/** Drags with the mouse, in steps, as a hand does (the board starts a drag after a few pixels). */
async function drag(page: Page, from: ReturnType<Page['locator']>, to: ReturnType<Page['locator']>) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 5, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 3, { steps: 12 });
  await page.mouse.up();
}

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('the scheduling board', () => {
  test('drags a shift to another agent and day, moves one with the arrows, and both are kept', async ({
    page,
  }) => {
    await login(page, DEMO.admin);
    const monday = parisMonday(40);
    const tag = `Glisse${unique()}`;
    const [ana, bob] = [
      await createAgent(page, { lastName: `${tag} Ana` }),
      await createAgent(page, { lastName: `${tag} Bob` }),
    ];
    const title = uniqueTitle('Tour Horizon');
    const missionId = await createWeekMission(page, title, monday);
    // Tuesday 07:00–15:00 UTC (08:00–16:00 in Paris in winter, 09:00–17:00 in summer).
    const shift = await planShift(page, ana, missionId, addDays(monday, 1), '07:00', '15:00');

    await openBoard(page, monday, tag);
    const block = dayCell(page, ana, 1).getByRole('button', { name: new RegExp(title) });
    await expect(block).toBeVisible();
    await drag(page, block, dayCell(page, bob, 3));
    await expect(page.getByText('Horaire déplacé')).toBeVisible();
    await page.reload();
    await page.getByLabel('Rechercher un agent').fill(tag);
    const moved = dayCell(page, bob, 3).getByRole('button', {
      name: new RegExp(`${title}.*, ${dayName(addDays(monday, 3))}`),
    });
    await expect(moved).toBeVisible();
    await expect(dayCell(page, ana, 1).getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
    const saved = await callApi<Shift[]>(page, 'GET', `/planning/shifts?missionId=${missionId}`);
    expect(saved.map((s) => [s.id, s.agentId, s.startAt])).toEqual([
      [shift.id, bob.id, `${addDays(monday, 3)}T07:00:00.000Z`],
    ]);

    // The keyboard: the arrow moves it a day on, Enter opens it.
    await moved.focus();
    await page.keyboard.press('ArrowRight');
    const friday = dayCell(page, bob, 4).getByRole('button', { name: new RegExp(title) });
    await expect(friday).toBeFocused();
    await expect(page.getByText('Horaire déplacé').first()).toBeVisible();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: "Modifier l'horaire" });
    await expect(dialog.getByLabel(/^Début/)).toHaveValue(
      new RegExp(`^${addDays(monday, 4).split('-').reverse().join('/')} `),
    );
    await dialog.getByLabel('Zone').fill('Hall B');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Horaire modifié')).toBeVisible();
    await expect(dayCell(page, bob, 4)).toContainText('Hall B');
  });

  test('a move that breaks the daily rest shows the rule and is refused for a supervisor', async ({
    page,
  }) => {
    await login(page, DEMO.admin);
    const monday = parisMonday(41);
    const tag = `Repos${unique()}`;
    const [chloe, david] = [
      await createAgent(page, { lastName: `${tag} Chloé` }),
      await createAgent(page, { lastName: `${tag} David` }),
    ];
    const missionId = await createWeekMission(page, uniqueTitle('Entrepôt Nord'), monday);
    // In UTC, so that the days are the same in Paris whether the week is in winter or summer time.
    await planShift(page, chloe, missionId, monday, '06:00', '15:30');
    const night = await planShift(page, david, missionId, addDays(monday, 1), '20:30', '02:30');
    const supervisor = await createStaffAccount(page);
    // The admin's session goes (the app left first, so that it cannot write it back).
    await page.goto('/api/health');
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await login(page, supervisor.email, supervisor.password);

    await openBoard(page, monday, tag);
    await drag(page, dayCell(page, david, 1).getByRole('button').first(), dayCell(page, chloe, 0));
    const dialog = page.getByRole('dialog', { name: 'Déplacement refusé' });
    await expect(dialog).toContainText('Règles de temps de travail enfreintes');
    await expect(dialog).toContainText(/Repos de 5 h entre deux journées \(minimum 11 h\)/);
    await expect(dialog.getByRole('button', { name: 'Enregistrer malgré tout' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    // Put back where it was, and so it stays.
    await expect(dayCell(page, david, 1).getByRole('button').first()).toBeVisible();
    const [kept] = await callApi<Shift[]>(page, 'GET', `/planning/shifts?agentId=${david.id}`);
    expect([kept?.id, kept?.agentId]).toEqual([night.id, david.id]);
  });

  test('an open shift waits in "Postes à pourvoir" and is filled by dragging it onto an agent', async ({
    page,
  }) => {
    await login(page, DEMO.admin);
    const monday = parisMonday(42);
    const tag = `Ouvert${unique()}`;
    const [eve, fred] = [
      await createAgent(page, { lastName: `${tag} Ève` }),
      await createAgent(page, { lastName: `${tag} Fred` }),
    ];
    const title = uniqueTitle('Salon Nautique');
    const missionId = await createWeekMission(page, title, monday);
    const open = await callApi<Shift>(page, 'POST', '/planning/shifts', {
      agentId: null,
      missionId,
      startAt: `${addDays(monday, 2)}T07:00:00Z`,
      endAt: `${addDays(monday, 2)}T15:00:00Z`,
    });
    expect(open.agentId).toBeNull();

    await openBoard(page, monday, tag);
    await expect(page.getByText('1 poste à pourvoir cette semaine')).toBeVisible();
    const openRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Postes à pourvoir' }) });
    const block = openRow
      .getByRole('cell')
      .nth(2)
      .getByRole('button', { name: new RegExp(title) });
    await drag(page, block, dayCell(page, fred, 2));
    await expect(page.getByText('Horaire déplacé')).toBeVisible();
    await expect(dayCell(page, fred, 2).getByRole('button', { name: new RegExp(title) })).toBeVisible();
    await expect(page.getByText('Aucun poste à pourvoir cette semaine')).toBeVisible();
    const [filled] = await callApi<Shift[]>(page, 'GET', `/planning/shifts?missionId=${missionId}`);
    expect([filled?.id, filled?.agentId]).toEqual([open.id, fred.id]);
    await expect(dayCell(page, eve, 2).getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
  });

  test('the day view: a shift stretched an hour by its end, then moved a quarter of an hour with the keyboard', async ({
    page,
  }) => {
    await login(page, DEMO.admin);
    const monday = parisMonday(43);
    const tag = `Jour${unique()}`;
    const gil = await createAgent(page, { lastName: `${tag} Gil` });
    // A second agent of the search, as openBoard expects two.
    await createAgent(page, { lastName: `${tag} Hugo` });
    const title = uniqueTitle('Musée du Quai');
    const missionId = await createWeekMission(page, title, monday);
    const shift = await planShift(page, gil, missionId, addDays(monday, 1), '07:00', '15:00');

    await openBoard(page, monday, tag);
    await page.getByRole('button', { name: 'Jour', exact: true }).click();
    await page.getByRole('button', { name: dayName(addDays(monday, 1)) }).click();
    const bar = page.locator(`[data-shift-id="${shift.id}"]`);
    await expect(bar).toContainText(title);
    const end = bar.locator('xpath=..').locator('[data-edge="end"]');
    await end.scrollIntoViewIfNeeded();
    const box = (await end.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2, { steps: 4 });
    // 56 px an hour.
    await page.mouse.move(box.x + box.width / 2 + 56, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByText('Horaire déplacé')).toBeVisible();
    const stretched = await callApi<Shift[]>(page, 'GET', `/planning/shifts?agentId=${gil.id}`);
    expect(stretched.map((s) => [s.startAt, s.endAt])).toEqual([
      [`${addDays(monday, 1)}T07:00:00.000Z`, `${addDays(monday, 1)}T16:00:00.000Z`],
    ]);

    await bar.focus();
    await page.keyboard.press('ArrowRight');
    await expect(bar).toBeFocused();
    await expect
      .poll(
        async () => (await callApi<Shift[]>(page, 'GET', `/planning/shifts?agentId=${gil.id}`))[0]?.startAt,
      )
      .toBe(`${addDays(monday, 1)}T07:15:00.000Z`);
  });
});
