/**
 * A round of 30 checkpoints scanned in the field area with the in-app camera scanner, on the throttled phone of the
 * web bench (CPU slowed 4 times, slow 4G). Chromium's fake camera plays a video that shows each checkpoint's QR code
 * of the next checkpoint (the file is read again each time the camera starts); the guard taps "Scanner" for each. Per scan: from the moment the scanner
 * hands the code on (the `round-scan-read` mark) to the checkpoint shown done, and from the tap to done.
 */
import path from 'node:path';
import { chromium, devices, type Browser } from '@playwright/test';
import { writeQrCodesVideo } from '../../e2e/fake-camera.ts';

export const ROUND_CHECKPOINTS = 30;
const KBIT = 1000 / 8;
const FRAMES_PER_CODE = 10;

type Session = { state: { accessToken?: unknown } };
export type RoundRun = { readToDone: number[]; tapToDone: number[]; taps: number };

async function api<T>(base: string, token: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${text.slice(0, 200)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The demo's mission in progress for the demo agent, with 30 checkpoints and a tour due all day long. */
export async function seedRound(base: string, admin: Session, dir: string) {
  const token = String(admin.state.accessToken);
  const missions = await api<{ id: string; title: string }[]>(base, token, 'GET', '/missions?limit=100');
  const mission = missions.find((m) => m.title.startsWith('Protection rapprochée'));
  if (!mission) throw new Error('demo mission not found');
  const checkpoints: { id: string; url: string }[] = [];
  for (let i = 1; i <= ROUND_CHECKPOINTS; i += 1)
    checkpoints.push(
      await api(base, token, 'POST', `/missions/${mission.id}/checkpoints`, {
        name: `Point ${i}`,
        kind: 'QR',
      }),
    );
  const tour = await api<{ id: string }>(base, token, 'POST', `/missions/${mission.id}/tours`, {
    name: 'Ronde de mesure',
    order: 'FREE',
    checkpointIds: checkpoints.map((c) => c.id),
    everyMinutes: 10,
    from: '00:00',
    to: '23:50',
  });
  const urls = checkpoints.map((c) => c.url);
  const video = writeQrCodesVideo(path.join(dir, 'round-codes.y4m'), [urls[0]!], FRAMES_PER_CODE);
  return { missionId: mission.id, tourId: tour.id, video, urls };
}

/** A browser whose camera plays the checkpoints' codes. */
export const cameraBrowser = (video: string): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });

export async function measureRound(
  browser: Browser,
  base: string,
  agent: Session,
  round: { missionId: string; tourId: string; video: string; urls: string[] },
): Promise<RoundRun> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  await context.grantPermissions(['camera'], { origin: base });
  await context.addInitScript((value) => localStorage.setItem('auth-storage', value), JSON.stringify(agent));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1600 * KBIT,
    uploadThroughput: 750 * KBIT,
  });
  try {
    await page.goto(`${base}/agent/missions/${round.missionId}/rondes/${round.tourId}`);
    await page.getByRole('button', { name: 'Commencer la ronde' }).click();
    const progress = page.getByText(new RegExp(`/ ${ROUND_CHECKPOINTS} point`));
    await progress.waitFor({ timeout: 30_000 });
    // Each change of the progress line, with the page's clock.
    await page.evaluate(() => {
      const times: { at: number; text: string }[] = [];
      Object.assign(window, { __progress: times });
      new MutationObserver(() => {
        const text = document.body.innerText.match(/(\d+) \/ \d+ point/)?.[1];
        if (text && text !== times.at(-1)?.text) times.push({ at: performance.now(), text });
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const done = async () => Number((await progress.innerText()).match(/(\d+) \//)?.[1] ?? 0);
    const run: RoundRun = { readToDone: [], tapToDone: [], taps: 0 };
    while ((await done()) < ROUND_CHECKPOINTS && run.taps < ROUND_CHECKPOINTS * 2) {
      const before = await done();
      writeQrCodesVideo(round.video, [round.urls[before]!], FRAMES_PER_CODE);
      run.taps += 1;
      const tapped = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: 'Scanner', exact: true }).first().click();
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 20_000 });
      const counted = await page
        .waitForFunction(
          (n) =>
            Number((window as unknown as { __progress: { text: string }[] }).__progress.at(-1)?.text ?? 0) >
            n,
          before,
          { timeout: 3000 },
        )
        .then(() => true)
        .catch(() => false);
      const result = await page.evaluate(() => {
        const marks = performance.getEntriesByName('round-scan-read');
        const progress = (window as unknown as { __progress: { at: number; text: string }[] }).__progress;
        return { read: marks.at(-1)?.startTime ?? null, shown: progress.at(-1) ?? null };
      });
      if (counted && result.shown && result.read !== null) {
        run.readToDone.push(result.shown.at - result.read);
        run.tapToDone.push(result.shown.at - tapped);
      } else await page.waitForTimeout(700); // the code shown was one already done: wait for the next
    }
    if ((await done()) < ROUND_CHECKPOINTS) throw new Error(`round left at ${await done()} checkpoints`);
    return run;
  } finally {
    await context.close();
  }
}
