import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { apiAs, signInByApi, uniqueTitle } from './realtime-data.ts';
import { DEMO, login } from './support.ts';

/** A phone held by the demo agent (AG-0001, Lucas Bernard), standing near the Place Vendôme. */
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  permissions: ['geolocation'],
  geolocation: { latitude: 48.8679, longitude: 2.3299, accuracy: 15 },
};

const DELEGATION = 'Protection rapprochée — délégation au Marois';
const ROISSY = 'Escorte Roissy – Paris';
const DEFENSE = 'Visite officielle à La Défense';

async function agentPhone(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, ...options });
  return context.newPage();
}

/** Nothing is wider than the phone's screen: no sideways scrolling. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** The buttons and links of an area, with their size, that a finger cannot hit well (under 44 × 44 px). */
async function smallTargets(area: Locator): Promise<string[]> {
  const small: string[] = [];
  for (const target of await area.locator('button, a, [role="tab"]').all()) {
    if (!(await target.isVisible())) continue;
    const box = await target.boundingBox();
    if (box && box.width >= 44 && box.height >= 44) continue;
    const name = (await target.getAttribute('aria-label')) ?? (await target.textContent()) ?? '';
    small.push(`${name.trim()} ${box ? `${Math.round(box.width)}×${Math.round(box.height)}` : 'no box'}`);
  }
  return small;
}

const parisTime = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

test.describe('field area on a phone', () => {
  test("Mes Missions lists the agent's own missions, with their next shifts", async ({ browser }) => {
    const page = await agentPhone(browser);
    await login(page, DEMO.agent);
    await expect(page).toHaveURL(/\/agent$/);
    await expect(page.getByRole('heading', { name: 'Mes Missions', level: 1 })).toBeVisible();

    const list = page.getByRole('main').getByRole('list');
    for (const title of [DELEGATION, ROISSY, DEFENSE]) {
      await expect(list.getByRole('heading', { name: title })).toBeVisible();
    }
    // Missions of other agents are not shown.
    await expect(page.getByText('Surveillance de la résidence Les Tilleuls')).toHaveCount(0);
    await expect(page.getByText('Gala de la Fondation Arts & Lumière')).toHaveCount(0);

    const roissy = page.getByRole('link', { name: new RegExp(ROISSY) });
    await expect(roissy).toContainText('Confirmée');
    await expect(roissy).toContainText('Escorte');
    await expect(roissy).toContainText('Aéroport Charles de Gaulle');
    await expect(roissy).toContainText('3 agent(s)');
    await expect(roissy).toContainText('Mes prochains horaires');
    await expect(roissy.getByRole('listitem')).toHaveCount(1);
    // A mission that is over shows no upcoming shift.
    await expect(page.getByRole('link', { name: new RegExp(DEFENSE) })).not.toContainText(
      'Mes prochains horaires',
    );
    await expectNoHorizontalScroll(page);

    await roissy.click();
    await expect(page).toHaveURL(/\/agent\/missions\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { name: ROISSY, level: 1 })).toBeVisible();
    await page.context().close();
  });

  test('on a mission the agent ticks tasks, reports an incident, sees the map and the chat', async ({
    browser,
  }) => {
    const page = await agentPhone(browser);
    await login(page, DEMO.agent);
    await page.getByRole('link', { name: new RegExp(DELEGATION) }).click();
    await expect(page.getByRole('heading', { name: DELEGATION, level: 1 })).toBeVisible();
    await expect(page.getByText('En cours', { exact: true }).first()).toBeVisible();

    const shifts = page.locator('section', { has: page.getByRole('heading', { name: 'Mes Horaires' }) });
    await expect(shifts).toContainText('Zone : Étage VIP');
    const info = page.locator('section', { has: page.getByRole('heading', { name: 'Informations' }) });
    await expect(info).toContainText('15 Place Vendôme');
    await expect(info).toContainText('Paris');
    await expect(info).toContainText('4 agent(s)');
    await expect(page.getByText("Assurer la sécurité d'une délégation ministérielle")).toBeVisible();
    await expect(page.getByText('Code radio : « Vendôme »')).toBeVisible();

    // Ticking: a tap on the task's text ticks it, the time of the tick shows, a second tap unticks it.
    const tasks = page.locator('section', { has: page.getByRole('heading', { name: 'Mes Tâches' }) });
    const progress = tasks.getByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    const row = tasks.locator('label').first();
    const first = row.getByRole('checkbox');
    const label = (await first.getAttribute('aria-label')) ?? '';
    expect(label).not.toBe('');
    const box = await row.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await row.getByText(label, { exact: true }).click();
    await expect(page.getByText('Tâche cochée !')).toBeVisible();
    await expect(first).toBeChecked();
    await expect(row).toContainText(/Cochée à \d{2}:\d{2}/);
    await expect(progress).not.toHaveAttribute('aria-valuenow', '0');
    await page.getByRole('checkbox', { name: label }).click();
    await expect(page.getByText('Tâche décochée')).toBeVisible();
    await expect(first).not.toBeChecked();
    await expect(row).not.toContainText('Cochée à');
    await expect(progress).toHaveAttribute('aria-valuenow', '0');

    // The incident form of the mission, in a modal.
    const incident = uniqueTitle('Colis suspect');
    await page.getByRole('button', { name: 'Signaler Incident' }).click();
    const dialog = page.getByRole('dialog', { name: 'Signaler un incident' });
    await dialog.getByLabel('Titre').fill(incident);
    await dialog.getByLabel('Description').fill("Sac abandonné près de l'entrée Castiglione.");
    await dialog.getByRole('button', { name: 'Signaler' }).click();
    await expect(page.getByText('Incident signalé avec succès !')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const admin = await signInByApi(page.request, DEMO.admin);
    const reported = await admin<
      { title: string; reporter: { firstName: string; lastName: string } | null }[]
    >('GET', '/incidents');
    expect(reported.find((i) => i.title === incident)?.reporter).toEqual({
      firstName: 'Lucas',
      lastName: 'Bernard',
    });

    // The map: the place, its perimeter and the agent's own position from the device.
    const map = page.getByRole('region', {
      name: 'Carte du lieu de la mission, de son périmètre et de votre position',
    });
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.place-marker')).toBeVisible();
    await expect(map.locator('.self-marker')).toBeVisible();
    await expect(page.getByText('Périmètre (500 m)')).toBeVisible();
    await expect(page.getByText('± 15 m')).toBeVisible();

    // The mission chat.
    const chat = page.locator('section', {
      has: page.getByRole('heading', { name: 'Discussion de la mission' }),
    });
    await chat.scrollIntoViewIfNeeded();
    const message = uniqueTitle('En position étage VIP');
    await chat.getByLabel('Votre message').fill(message);
    await chat.getByRole('button', { name: 'Envoyer' }).click();
    await expect(chat.getByText(message)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.context().close();
  });

  test('a page load on /agent asks for each script with the page, and for its data once, before the app has run', async ({
    browser,
  }) => {
    const page = await agentPhone(browser);
    await login(page, DEMO.agent);
    await expect(page.getByRole('heading', { name: DELEGATION })).toBeVisible();
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/(missions|agents\/[^/]+\/shifts)$/.test(pathname)) asked.push(pathname);
    });
    // The application's code is held back: the data is asked for all the same, by the page's entry.
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    const reloading = page.reload();
    await expect.poll(() => asked.length).toBe(2);
    releaseApp();
    const response = await reloading;
    // The HTML names the shell's and Mes Missions' scripts: the browser asks for them all at once.
    const html = (await response?.text()) ?? '';
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      ([, href]) => href,
    );
    expect(preloads.some((href) => /\/assets\/my-missions-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    expect(preloads.some((href) => /\/assets\/agent-layout-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    await expect(page.getByRole('main').getByRole('heading', { name: DELEGATION })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: ROISSY })).toBeVisible();
    // Asked by the page's entry, taken by the screen: one request each, not a second from the screen.
    expect(asked.filter((path) => path === '/api/missions')).toHaveLength(1);
    expect(asked.filter((path) => path.endsWith('/shifts'))).toHaveLength(1);
    await page.context().close();
  });

  test('every tap target of the header, the tabs, a toast and the map is at least 44 × 44 px; long titles wrap', async ({
    browser,
  }) => {
    const page = await agentPhone(browser);
    await login(page, DEMO.agent);
    const card = page.getByRole('link', { name: new RegExp(DELEGATION) });
    await expect(card.getByRole('heading', { name: DELEGATION })).toBeVisible();
    // The whole title shows, on more than one line, not cut with an ellipsis.
    const title = await card.getByRole('heading', { name: DELEGATION }).evaluate((heading) => ({
      lines: Math.round(
        heading.getBoundingClientRect().height / parseFloat(getComputedStyle(heading).lineHeight),
      ),
      cut: heading.scrollWidth > heading.clientWidth,
    }));
    expect(title).toEqual({ lines: 2, cut: false });
    await card.click();
    await expect(page.getByRole('heading', { name: DELEGATION, level: 1 })).toBeVisible();

    const header = page.getByRole('banner');
    const tabs = page.getByRole('navigation', { name: 'Navigation agent' });
    await expect(header.getByRole('button', { name: /Alerte SOS/ })).toBeVisible();
    expect(await smallTargets(header)).toEqual([]);
    expect(await smallTargets(tabs)).toEqual([]);

    const map = page.getByRole('region', {
      name: 'Carte du lieu de la mission, de son périmètre et de votre position',
    });
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    expect(await smallTargets(map.locator('.leaflet-control-zoom'))).toEqual([]);

    // A toast: tick a task, then untick it (the demo data stay as they were).
    const tasks = page.locator('section', { has: page.getByRole('heading', { name: 'Mes Tâches' }) });
    const task = tasks.getByRole('checkbox').first();
    await task.click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Tâche cochée !' });
    await expect(toast.getByRole('button', { name: 'Fermer la notification' })).toBeVisible();
    expect(await smallTargets(toast)).toEqual([]);
    await toast.getByRole('button', { name: 'Fermer la notification' }).click();
    await expect(toast).toHaveCount(0);
    await task.click();
    await expect(task).not.toBeChecked();
    await page.context().close();
  });

  test('a mission the agent is not on reads as not found, with a way back', async ({ browser }) => {
    const page = await agentPhone(browser);
    await login(page, DEMO.agent);
    const admin = await signInByApi(page.request, DEMO.admin);
    const missions = await admin<{ id: string; title: string }[]>('GET', '/missions');
    const other = missions.find((m) => m.title === 'Surveillance de la résidence Les Tilleuls');
    expect(other).toBeDefined();

    await page.goto(`/agent/missions/${other?.id}`);
    await expect(page.getByText('Mission non trouvée')).toBeVisible();
    await expect(page.getByText("Cette mission n'existe pas ou ne vous est pas assignée.")).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Retour à mes missions' }).last().click();
    await expect(page).toHaveURL(/\/agent$/);
    await page.context().close();
  });

  test('the profile shows identity, certifications with their validity, figures and latest attendances', async ({
    browser,
  }) => {
    const page = await agentPhone(browser);
    await login(page, DEMO.agent);
    const me = await apiAs<{ id: string }>(page, 'GET', '/agents/me');
    const stats = await apiAs<{
      totalMissions: number;
      totalIncidents: number;
      recentAttendances: unknown[];
    }>(page, 'GET', `/agents/${me.id}/stats`);
    // One certification made expired and one expiring in a month, to see both warnings.
    await page.route(`**/api/agents/${me.id}`, async (route) => {
      const response = await route.fetch();
      const agent = (await response.json()) as { certifications: { validTo: string; expiresAt: string }[] };
      const day = 86_400_000;
      const dates = [Date.now() - 10 * day, Date.now() + 30 * day];
      agent.certifications.forEach((c, i) => {
        if (dates[i] === undefined) return;
        c.validTo = c.expiresAt = new Date(dates[i]).toISOString();
      });
      await route.fulfill({ response, json: agent });
    });

    await page.getByRole('link', { name: 'Mon Profil' }).click();
    await expect(page.getByRole('heading', { name: 'Mon Profil', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lucas Bernard' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('AG-0001');
    await expect(main).toContainText('Grade : Agent');
    await expect(main.getByText('Actif', { exact: true })).toBeVisible();
    await expect(main).toContainText('agent@secops.demo');
    await expect(main).toContainText('06 12 45 78 90');
    await expect(main.getByText('Garde du corps')).toBeVisible();
    await expect(main.getByText('Chauffeur')).toBeVisible();

    const certifications = page.locator('section', {
      has: page.getByRole('heading', { name: 'Certifications' }),
    });
    await expect(certifications).toContainText('Carte professionnelle CNAPS');
    await expect(certifications).toContainText('N°\u00a0CAR-075-2024-0031187');
    await expect(certifications).toContainText("Valable jusqu'au");
    await expect(certifications.getByText('EXPIRÉE')).toBeVisible();
    await expect(certifications.getByText('Expire bientôt')).toBeVisible();
    await expect(certifications.getByText('Valide', { exact: true })).toBeVisible();

    const figures = page.locator('section', { has: page.getByRole('heading', { name: 'Statistiques' }) });
    await expect(figures.getByRole('definition').first()).toHaveText(String(stats.totalMissions));
    await expect(figures.getByRole('definition').last()).toHaveText(String(stats.totalIncidents));
    const attendances = page.locator('section', {
      has: page.getByRole('heading', { name: 'Derniers pointages' }),
    });
    if (stats.recentAttendances.length > 0) {
      await expect(attendances.getByRole('listitem')).toHaveCount(
        Math.min(5, stats.recentAttendances.length),
      );
      await expect(attendances.getByRole('listitem').first()).toContainText(/\d+,\d{2} h/);
    } else {
      await expect(attendances).toContainText('Aucun pointage');
    }
    await expectNoHorizontalScroll(page);
    await page.context().close();
  });

  test('signs out from Mon Profil after a confirmation, never from the header beside SOS', async ({
    browser,
  }) => {
    const page = await agentPhone(browser);
    await login(page, DEMO.agent);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Déconnexion' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Mon Profil' }).click();
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    const dialog = page.getByRole('dialog', { name: 'Se déconnecter ?' });
    await expect(dialog).toContainText('Vous devrez vous reconnecter pour voir vos missions.');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(page).toHaveURL(/\/agent\/profile$/);
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await dialog.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.context().close();
  });

  test('the shift alert warns 5 minutes before a shift, once, with a way to the attendance screen', async ({
    browser,
  }) => {
    const page = await agentPhone(browser, { permissions: ['geolocation', 'notifications'] });
    await page.addInitScript(() => {
      const record = window as unknown as { notes: { title: string; tag?: string }[]; tones: number[] };
      record.notes = [];
      record.tones = [];
      const Real = window.Notification;
      function Spy(title: string, options?: NotificationOptions) {
        record.notes.push({ title, tag: options?.tag });
        return new Real(title, options);
      }
      Object.defineProperty(Spy, 'permission', { get: () => Real.permission });
      Object.assign(Spy, { requestPermission: () => Real.requestPermission() });
      window.Notification = Spy as unknown as typeof Notification;
      const createOscillator = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        const oscillator = createOscillator.call(this);
        const start = oscillator.start.bind(oscillator);
        oscillator.start = (when?: number) => {
          record.tones.push(oscillator.frequency.value);
          start(when);
        };
        return oscillator;
      };
    });

    await login(page, DEMO.agent);
    const me = await apiAs<{ id: string }>(page, 'GET', '/agents/me');
    const shifts = await apiAs<{ id: string; startAt: string; mission: { title: string } }[]>(
      page,
      'GET',
      `/agents/${me.id}/shifts`,
    );
    const next = shifts
      .filter((s) => Date.parse(s.startAt) > Date.now())
      .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt))[0];
    expect(next?.mission.title).toBe(ROISSY);
    const start = Date.parse(next?.startAt ?? '');

    // Six minutes before the shift: nothing yet.
    await page.clock.install({ time: new Date(start - 6 * 60_000) });
    await page.goto('/agent');
    await expect(page.getByRole('heading', { name: ROISSY })).toBeVisible();
    const alert = page.getByRole('listitem').filter({ hasText: 'Shift dans 5 minutes' });
    await expect(alert).toHaveCount(0);

    // Four and a half minutes before: the next reading (every 30 s) brings the alert.
    await page.clock.fastForward('01:30');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("N'oubliez pas de démarrer votre pointage !");
    await expect(alert).toContainText(ROISSY);
    await expect(alert).toContainText('Aéroport Charles de Gaulle, Terminal 2E, 95700 Roissy-en-France');
    await expect(alert).toContainText(`Début à ${parisTime(next?.startAt ?? '')}`);
    const record = () =>
      page.evaluate(() => {
        const { notes, tones } = window as unknown as { notes: { tag?: string }[]; tones: number[] };
        return { notes, tones };
      });
    await expect.poll(async () => (await record()).tones).toEqual([800]);
    await expect.poll(async () => (await record()).notes.map((n) => n.tag)).toEqual([next?.id]);

    await alert.getByRole('button', { name: 'Voir' }).click();
    await expect(page).toHaveURL(/\/agent\/attendance$/);

    // The next readings, while the shift is still ahead, do not warn again.
    const reading = page.waitForResponse((r) => r.url().endsWith(`/api/agents/${me.id}/shifts`));
    await page.clock.fastForward('01:00');
    await reading;
    await expect(page.getByText('Shift dans 5 minutes')).toHaveCount(0);
    expect(await record()).toEqual({
      notes: [{ tag: next?.id, title: 'Shift dans 5 minutes' }],
      tones: [800],
    });
    await page.context().close();
  });
});
