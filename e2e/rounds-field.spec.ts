import { chromium, expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { writeQrCodesVideo } from './fake-camera.ts';
import { createActiveMissionWithDemoAgent, signInByApi, uniqueTitle, type Api } from './realtime-data.ts';
import { unique } from './staff-data.ts';
import { DEMO, DEMO_PASSWORD, login } from './support.ts';

// Guard tours, the guard's side: a tag opened with the phone's own camera app (signed in first), the in-app camera
// scanner, a checkpoint passed by hand without network, the round ended, and what the server recorded.

type Checkpoint = { id: string; name: string; url: string };
type Scan = { checkpointId: string; method: string; reason: string | null; flags: string[] };
type Round = {
  id: string | null;
  tourId: string;
  status: string;
  agent: { id: string } | null;
  scans: Scan[];
};

const MINUTE = 60_000;
const CHECKPOINTS = [
  { name: 'Porte du quai B', instructions: 'Vérifier que la porte est fermée à clé' },
  { name: 'Local poubelles', instructions: 'Contrôler la grille' },
  { name: 'Parking niveau -2', instructions: 'Issues de secours dégagées' },
];

/** A Paris calendar day (YYYY-MM-DD), as the rounds list takes it. */
const parisDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(at);

/**
 * A mission of its own with a guard of its own on a shift in progress (the demo guard has one elsewhere already), three
 * checkpoints and a strict tour due every 10 minutes all day (a 45-minute window): a round is open whenever the test
 * runs.
 */
async function missionWithTour(admin: Api) {
  const title = uniqueTitle('Parking Bercy Village');
  const mission = { ...(await createActiveMissionWithDemoAgent(admin, title)), title };
  const tag = unique();
  const email = `ronde.${tag.toLowerCase()}@secops.test`;
  const guard = await admin<{ id: string }>('POST', '/agents', {
    email,
    password: DEMO_PASSWORD,
    firstName: 'Karim',
    lastName: 'Ronde',
    matricule: `E2E-${tag}`,
    specialties: [],
  });
  await admin('POST', `/missions/${mission.id}/assignments`, { agentId: guard.id, role: 'agent' });
  await admin('POST', '/planning/shifts', {
    agentId: guard.id,
    missionId: mission.id,
    startAt: new Date(Date.now() - 30 * MINUTE).toISOString(),
    endAt: new Date(Date.now() + 4 * 60 * MINUTE).toISOString(),
  });
  const checkpoints: Checkpoint[] = [];
  for (const checkpoint of CHECKPOINTS) {
    checkpoints.push(
      await admin<Checkpoint>('POST', `/missions/${mission.id}/checkpoints`, { ...checkpoint, kind: 'QR' }),
    );
  }
  const tour = await admin<{ id: string }>('POST', `/missions/${mission.id}/tours`, {
    name: 'Ronde de nuit',
    checkpointIds: checkpoints.map((checkpoint) => checkpoint.id),
    order: 'STRICT',
    everyMinutes: 10,
    from: '00:00',
    to: '23:50',
    windowMinutes: 45,
  });
  return { mission, guard: { id: guard.id, email }, checkpoints, tourId: tour.id };
}

test.describe('guard tours (field)', () => {
  test('a guard walks a round: a tag opened signed out, the camera, a checkpoint by hand offline; the server has it all once', async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.slow();
    const admin = await signInByApi((await browser.newContext()).request, DEMO.admin);
    const { mission, guard, checkpoints, tourId } = await missionWithTour(admin);
    const [quai, poubelles, parking] = checkpoints as [Checkpoint, Checkpoint, Checkpoint];

    // The phone's back camera films the printed QR code of the second checkpoint.
    const video = writeQrCodesVideo(testInfo.outputPath('local-poubelles.y4m'), [poubelles.url]);
    const phone = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    const context = await phone.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
    });
    await context.grantPermissions(['camera']);
    const page = await context.newPage();

    try {
      // The tag of the first checkpoint, opened by the camera app of a phone signed out: sign in, then back to it.
      // The printed URL names the configured public address; the phone opens its path on this server.
      const tagPath = new URL(quai.url).pathname;
      await page.goto(tagPath);
      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel('Email').fill(guard.email);
      await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page).toHaveURL(new RegExp(`${tagPath}$`));
      await expect(page.getByRole('heading', { name: 'Porte du quai B' })).toBeVisible();
      await expect(page.getByText(/^Mission : Parking Bercy Village/)).toBeVisible();

      // A round is due, not started: started from the tag, which is then recorded (method URL).
      await page.getByRole('button', { name: 'Commencer la ronde' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Point « Porte du quai B » contrôlé' }),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Retour à la ronde' }).click();
      await expect(page).toHaveURL(new RegExp(`/agent/missions/${mission.id}/rondes/${tourId}$`));
      await expect(page.getByRole('heading', { name: 'Ronde de nuit', level: 1 })).toBeVisible();
      await expect(page.getByText('1 / 3 point(s) contrôlé(s)')).toBeVisible();

      // The second by the in-app camera scanner.
      await page.getByRole('button', { name: 'Scanner', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Scanner le point de contrôle' })).toBeVisible();
      const result = page.locator('[role="status"][aria-live="polite"]');
      await expect(result).toHaveText('Point « Local poubelles » contrôlé', { timeout: 20_000 });
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByText('2 / 3 point(s) contrôlé(s)')).toBeVisible();

      expect(await seriousViolations(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: testInfo.outputPath('round-screen-390x844.png') });

      // The third in the basement: no network, passed by hand with the reason why.
      const header = page.getByRole('banner').getByRole('status');
      await expect(header).toBeAttached();
      await context.setOffline(true);
      await expect(header).toHaveText('Hors ligne');
      const third = page.getByRole('listitem', { name: 'Parking niveau -2' });
      await third.getByRole('button', { name: 'Passer à la main' }).click();
      const dialog = page.getByRole('dialog', { name: 'Passer « Parking niveau -2 » à la main' });
      await dialog.getByRole('button', { name: 'Valider le passage' }).click();
      await expect(dialog.getByText("Indiquez pourquoi le point n'a pas pu être scanné")).toBeVisible();
      await dialog.getByLabel(/^Raison/).fill('Tag arraché, porte coupe-feu vérifiée à vue');
      await dialog.getByRole('button', { name: 'Valider le passage' }).click();
      await expect(result).toHaveText(
        'Point « Parking niveau -2 » enregistré : il sera envoyé au retour du réseau',
      );
      await expect(third.getByText("En attente d'envoi")).toBeVisible();
      await expect(page.getByText('3 / 3 point(s) contrôlé(s)')).toBeVisible();
      await expect(header).toHaveText('Hors ligne — 1 élément en attente');
      await third.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('round-offline-390x844.png') });

      // Back online, the scan goes once, and the phone shows the flag the server gave it.
      await context.setOffline(false);
      await expect(header).toHaveText('Synchronisé');
      await expect(third.getByText('Passé à la main')).toBeVisible();
      await page.getByRole('button', { name: 'Terminer la ronde' }).click();
      await expect(page.getByText('Ronde terminée : Complète avec anomalies')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('round-ended-390x844.png'), fullPage: true });
      await page.getByRole('link', { name: 'Retour à la mission' }).last().click();
      const panel = page.locator('section', {
        has: page.getByRole('heading', { name: 'Rondes', exact: true }),
      });
      await expect(panel.getByRole('heading', { name: 'Ronde de nuit' })).toBeVisible();
      await expect(panel.getByText('3 point(s) de contrôle · Ordre imposé')).toBeVisible();

      const days = [...new Set([parisDay(Date.now() - 15 * MINUTE), parisDay(Date.now())])];
      const rounds = (
        await Promise.all(
          days.map((day) => admin<Round[]>('GET', `/missions/${mission.id}/rounds?date=${day}`)),
        )
      )
        .flat()
        .filter((round) => round.id !== null && round.tourId === tourId);
      expect(rounds).toHaveLength(1);
      const [round] = rounds as [Round];
      expect(round.status).toBe('COMPLETE_WITH_FLAGS');
      expect(round.agent?.id).toBe(guard.id);
      const byCheckpoint = Object.fromEntries(round.scans.map((scan) => [scan.checkpointId, scan]));
      expect(round.scans).toHaveLength(3);
      expect(byCheckpoint[quai.id]).toMatchObject({ method: 'URL', flags: [] });
      expect(byCheckpoint[poubelles.id]).toMatchObject({ method: 'QR', flags: [] });
      expect(byCheckpoint[parking.id]).toMatchObject({
        method: 'MANUAL',
        reason: 'Tag arraché, porte coupe-feu vérifiée à vue',
        flags: ['MANUAL'],
      });
    } finally {
      await phone.close();
    }
  });

  test("Mes Missions shows the round to do now under the missions' header, once the missions are drawn; it opens the round", async ({
    browser,
  }, testInfo) => {
    const admin = await signInByApi((await browser.newContext()).request, DEMO.admin);
    const { mission, guard, tourId } = await missionWithTour(admin);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await login(page, guard.email);
    await expect(page.getByRole('link', { name: new RegExp(mission.title) }).first()).toBeVisible();
    const card = page.getByRole('list', { name: 'Rondes' }).getByRole('link');
    await expect(card).toHaveText(/^Ronde à faire : Ronde de nuit avant \d{2}:\d{2}/);
    await expect(card).toContainText(`Mission : ${mission.title}`);
    await page.screenshot({ path: testInfo.outputPath('my-missions-due-round-390x844.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/agent/missions/${mission.id}/rondes/${tourId}$`));
    await expect(page.getByRole('heading', { name: 'Ronde de nuit', level: 1 })).toBeVisible();
    await context.close();
  });
});
