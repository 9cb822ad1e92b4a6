import { expect, test, type Browser, type Page } from '@playwright/test';
import { createActiveMissionWithDemoAgent, signInByApi, uniqueTitle, type Api } from './realtime-data.ts';
import { DEMO, login } from './support.ts';

// A guard's phone in a basement: the field area works on what it kept, and sends what was done once the network
// is back, each action once.

type Task = {
  id: string;
  label: string;
  ticks: { agentId: string; checked: boolean; signedAt: string | null; receivedAt: string | null }[];
};

const TASKS = ['Vérifier les issues de secours du niveau -2', 'Contrôler la barrière du parking'];

/** A mission of its own, started an hour ago, ACTIVE, with the demo agent (AG-0001) on it and two tasks. */
async function missionWithTasks(admin: Api, title: string): Promise<{ id: string; agentId: string }> {
  const mission = await createActiveMissionWithDemoAgent(admin, title);
  await admin('POST', '/checklists/bulk', {
    missionId: mission.id,
    items: TASKS.map((label) => ({ label, assignedAgents: [] })),
  });
  return mission;
}

/** The query keys the phone keeps a copy of, for the signed-in user. */
const keptCopies = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('secops-offline');
        // Not created yet by the app: leave it to the app to create (with its stores).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('copies')) {
            db.close();
            return resolve([]);
          }
          const all = db.transaction('copies').objectStore('copies').getAll();
          all.onsuccess = () => {
            resolve((all.result as { key: string }[]).map((copy) => copy.key));
            db.close();
          };
        };
        open.onerror = () => resolve([]);
      }),
  );

/** Signs the demo agent in on a phone, and waits until Mes Missions kept the mission's page and the app is cached. */
async function agentPhoneReady(browser: Browser, missionId: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await login(page, DEMO.agent);
  await expect(page.getByRole('heading', { name: 'Mes Missions', level: 1 })).toBeVisible();
  await expect
    .poll(() => keptCopies(page), { timeout: 15_000 })
    .toEqual(expect.arrayContaining([JSON.stringify(['field', 'missions', 'detail', missionId])]));
  // The service worker serves the app's code without network (screens not opened yet included).
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
  return page;
}

/** Whether the agent's tick of each of the test's tasks is stored (the agent's specialties add other tasks). */
async function myTicks(admin: Api, missionId: string, agentId: string) {
  const tasks = await admin<Task[]>('GET', `/checklists/items?missionId=${missionId}`);
  return Object.fromEntries(
    tasks
      .filter((task) => TASKS.includes(task.label))
      .map((task) => [task.label, task.ticks.find((tick) => tick.agentId === agentId)?.checked ?? false]),
  );
}

test.describe('field area without network', () => {
  test("the network gone before the offline line's code came: the line comes when the network returns", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // The header's offline line and its queue load once Mes Missions is shown: their download is lost here.
    await context.route('**/assets/offline-status-*.js', (route) => route.abort('internetdisconnected'));
    await login(page, DEMO.agent);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes Missions' })).toBeVisible();
    const line = page.getByRole('banner').getByRole('status');
    await expect(page.getByRole('link', { name: /Protection rapprochée/ }).first()).toBeVisible();
    await expect(line).toHaveCount(0);
    await context.setOffline(true);
    await context.unroute('**/assets/offline-status-*.js');
    await expect(line).toHaveCount(0);
    await context.setOffline(false);
    await expect(line).toBeAttached({ timeout: 10_000 });
    await context.close();
  });

  test('opens a mission never opened, ticks and reports offline, and sends each once when back online', async ({
    browser,
  }) => {
    // A tick, a report and a message offline, then each checked on the server: more than one screen's work.
    test.slow();
    const admin = await signInByApi((await browser.newContext()).request, DEMO.admin);
    const title = uniqueTitle('Ronde parking Palais-Royal');
    const mission = await missionWithTasks(admin, title);
    const page = await agentPhoneReady(browser, mission.id);
    const header = page.getByRole('banner').getByRole('status');

    await page.context().setOffline(true);
    await expect(header).toHaveText('Hors ligne');

    // The mission page was never opened: it comes from what the phone kept when Mes Missions loaded.
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText(/^Données hors ligne du \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/)).toBeVisible();
    const tasks = page.locator('section', { has: page.getByRole('heading', { name: 'Mes Tâches' }) });
    for (const label of TASKS) await expect(tasks.getByRole('checkbox', { name: label })).toBeVisible();

    // A tick without network: done on screen at once, waiting to be sent.
    const row = tasks.locator('label', { hasText: TASKS[0] });
    await row.getByText(TASKS[0] ?? '', { exact: true }).click();
    await expect(row.getByRole('checkbox')).toBeChecked();
    await expect(row).toContainText('En attente de synchronisation');
    await expect(tasks.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0');
    await expect(header).toHaveText('Hors ligne — 1 élément en attente');

    // An incident report without network.
    const incident = uniqueTitle('Barrière forcée');
    await page.getByRole('button', { name: 'Signaler Incident' }).click();
    const dialog = page.getByRole('dialog', { name: 'Signaler un incident' });
    await dialog.getByLabel('Titre').fill(incident);
    await dialog.getByLabel('Description').fill('Barrière de sortie levée à la main, câble coupé.');
    await dialog.getByRole('button', { name: 'Signaler' }).click();
    await expect(page.getByText('Hors ligne : le signalement sera envoyé au retour du réseau')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(header).toHaveText('Hors ligne — 2 éléments en attente');

    // A chat message without network: shown as waiting under the history.
    const chat = page.locator('section', {
      has: page.getByRole('heading', { name: 'Discussion de la mission' }),
    });
    const note = uniqueTitle('Niveau -2 contrôlé');
    await chat.getByLabel('Votre message').fill(note);
    await chat.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Hors ligne : le message sera envoyé au retour du réseau')).toBeVisible();
    await expect(chat.getByRole('list', { name: "En attente d'envoi" })).toContainText(note);
    await expect(header).toHaveText('Hors ligne — 3 éléments en attente');

    // Clocking in needs the server's clock: the attendance page says so.
    await page.getByRole('link', { name: 'Pointage' }).click();
    await expect(page.getByText('Le pointage a besoin du réseau et de l’heure du serveur.')).toBeVisible();
    await page.goBack();
    await expect(row).toContainText('En attente de synchronisation');

    // Everything above was made before this instant; it reaches the server a few seconds later.
    const madeBy = Date.now();
    await page.waitForTimeout(2500);
    await page.context().setOffline(false);
    await expect(header).toHaveText('Synchronisé');
    await expect(row).not.toContainText('En attente de synchronisation');
    await expect(row).toContainText(/Cochée à \d{2}:\d{2}/);
    expect(await myTicks(admin, mission.id, mission.agentId)).toEqual({
      [TASKS[0]!]: true,
      [TASKS[1]!]: false,
    });
    const reported = await admin<
      { title: string; missionId: string; occurredAt: string; createdAt: string }[]
    >('GET', `/incidents?missionId=${mission.id}`);
    const mine = reported.filter((i) => i.title === incident);
    expect(mine).toHaveLength(1);
    // Each is dated when it was made on the phone, not when the phone synced; the arrival is kept beside.
    const tasksNow = await admin<Task[]>('GET', `/checklists/items?missionId=${mission.id}`);
    const tick = tasksNow
      .find((task) => task.label === TASKS[0])
      ?.ticks.find((t) => t.agentId === mission.agentId);
    expect(Date.parse(tick?.signedAt ?? '')).toBeLessThanOrEqual(madeBy);
    expect(Date.parse(tick?.receivedAt ?? '')).toBeGreaterThan(madeBy);
    expect(Date.parse(mine[0]!.occurredAt)).toBeLessThanOrEqual(madeBy);
    expect(Date.parse(mine[0]!.createdAt)).toBeGreaterThan(madeBy);
    const messages = await admin<{ content: string; createdAt: string }[]>(
      'GET',
      `/chat/mission/${mission.id}`,
    );
    const sent = messages.filter((m) => m.content === note);
    expect(sent).toHaveLength(1);
    expect(Date.parse(sent[0]!.createdAt)).toBeLessThanOrEqual(madeBy);
    await expect(chat.getByRole('list', { name: "En attente d'envoi" })).toHaveCount(0);
    await expect(chat.getByRole('log').getByText(note)).toBeVisible();
    await expect(header).toHaveText('');
    await page.context().close();
  });

  test('on a slow next visit, Mes Missions shows the kept copy at once, marked, until the server answers', async ({
    browser,
  }) => {
    const admin = await signInByApi((await browser.newContext()).request, DEMO.admin);
    const title = uniqueTitle('Accueil tour Montparnasse');
    const mission = await missionWithTasks(admin, title);
    const page = await agentPhoneReady(browser, mission.id);
    // The server takes 5 s to give the missions: a phone on one bar of signal.
    let answered = false;
    await page.context().route(/\/api\/missions$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.continue();
      answered = true;
    });
    await page.reload();
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible({ timeout: 3_000 });
    const notice = page.getByRole('status').filter({ hasText: /^Données hors ligne du / });
    await expect(notice).toBeVisible();
    expect(answered).toBe(false);
    // The server's answer replaces the copy, and the notice goes.
    await expect(notice).toHaveCount(0, { timeout: 15_000 });
    expect(answered).toBe(true);
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  });

  test('reloads a never-opened mission page offline, and keeps a tick made offline across the reload', async ({
    browser,
  }) => {
    const admin = await signInByApi((await browser.newContext()).request, DEMO.admin);
    const title = uniqueTitle('Ronde parking Opéra');
    const mission = await missionWithTasks(admin, title);
    const page = await agentPhoneReady(browser, mission.id);
    const header = page.getByRole('banner').getByRole('status');

    await page.context().setOffline(true);
    await page.goto(`/agent/missions/${mission.id}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const tasks = page.locator('section', { has: page.getByRole('heading', { name: 'Mes Tâches' }) });
    const row = tasks.locator('label', { hasText: TASKS[1] });
    await row.getByRole('checkbox').click();
    await expect(row).toContainText('En attente de synchronisation');

    // The app closed and opened again, still without network: the tick is still waiting.
    await page.reload();
    await expect(row.getByRole('checkbox')).toBeChecked();
    await expect(row).toContainText('En attente de synchronisation');
    await expect(header).toHaveText('Hors ligne — 1 élément en attente');

    await page.context().setOffline(false);
    await expect(header).toHaveText('Synchronisé');
    expect(await myTicks(admin, mission.id, mission.agentId)).toEqual({
      [TASKS[0]!]: false,
      [TASKS[1]!]: true,
    });
    await page.context().close();
  });
});
