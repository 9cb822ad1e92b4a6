import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { apiAs } from './realtime-data.ts';
import { DEMO, login } from './support.ts';

// Fake camera and microphone (a test pattern and a beep), allowed without asking.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

const MEDIA = ['camera', 'microphone'];
/** A folder where the call screens are photographed, when set (to look at them at phone size). */
const SHOTS = process.env.E2E_SCREENSHOTS;

/** The admin on a desktop, the demo agent (Lucas Bernard) on a phone, both signed in. */
async function adminAndAgent(browser: Browser): Promise<{ admin: Page; agent: Page; agentId: string }> {
  const agent = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, permissions: MEDIA })
  ).newPage();
  await login(agent, DEMO.agent);
  const admin = await (await browser.newContext({ permissions: MEDIA })).newPage();
  await login(admin, DEMO.admin);
  const agents = await apiAs<{ id: string; matricule: string }[]>(admin, 'GET', '/agents');
  const agentId = agents.find((a) => a.matricule === 'AG-0001')?.id ?? '';
  return { admin, agent, agentId };
}

/** Calls the agent from their profile once the profile says they are online. */
async function callAgent(admin: Page, agentId: string, type: 'audio' | 'vidéo'): Promise<void> {
  await admin.goto(`/admin/agents/${agentId}`);
  const button = admin.getByRole('button', { name: `Appel ${type} avec Lucas Bernard` });
  await expect(button).toHaveAccessibleDescription('En ligne');
  if (SHOTS) await admin.screenshot({ path: `${SHOTS}/profile-${type}.png` });
  await button.click();
}

const callView = (page: Page) => page.getByRole('dialog', { name: /Lucas Bernard|Claire Vasseur/ });

/** The `enabled` flag of the local tracks of a kind, read from the preview 'Vous'. */
const localTracks = (page: Page, kind: 'audio' | 'video'): Promise<boolean[]> =>
  page
    .getByLabel('Vous', { exact: true })
    .evaluate(
      (video: HTMLVideoElement, k) =>
        (video.srcObject as MediaStream).getTracks().flatMap((t) => (t.kind === k ? [t.enabled] : [])),
      kind,
    );

const remoteVideoPlays = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => {
    const track = (element.srcObject as MediaStream | null)?.getVideoTracks()[0];
    return track?.readyState === 'live' && element.videoWidth > 0;
  });

test.describe('audio and video calls', () => {
  // Two browsers exchanging live media: slower than a page alone on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('the admin video-calls the agent from the profile, the agent answers on the phone and hangs up', async ({
    browser,
  }) => {
    const { admin, agent, agentId } = await adminAndAgent(browser);
    await callAgent(admin, agentId, 'vidéo');
    await expect(admin.getByText('Appel vidéo en cours...')).toBeVisible();
    await expect(callView(admin).getByText('Connexion en cours...')).toBeVisible();
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/calling-desktop.png` });

    const ringing = agent.getByRole('dialog', { name: 'Claire Vasseur' });
    await expect(ringing.getByText('Appel vidéo entrant...')).toBeVisible();
    await expect(ringing.getByRole('button', { name: 'Répondre' })).toBeFocused();
    if (SHOTS) await agent.screenshot({ path: `${SHOTS}/incoming-call.png` });
    await ringing.getByRole('button', { name: 'Répondre' }).click();
    await expect(agent.getByText('Appel accepté')).toBeVisible();

    await expect(callView(agent).getByText('Connecté', { exact: true })).toBeVisible();
    await expect(callView(admin).getByText('Connecté', { exact: true })).toBeVisible();
    await expect.poll(() => remoteVideoPlays(admin.getByLabel('Vidéo de Lucas Bernard'))).toBe(true);
    await expect.poll(() => remoteVideoPlays(agent.getByLabel('Vidéo de Claire Vasseur'))).toBe(true);
    await expect(agent.getByText('En attente de la vidéo...')).toHaveCount(0);
    if (SHOTS) await agent.screenshot({ path: `${SHOTS}/in-call.png` });
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/in-call-desktop.png` });

    expect(await localTracks(agent, 'audio')).toEqual([true]);
    await callView(agent).getByRole('button', { name: 'Couper le micro' }).click();
    expect(await localTracks(agent, 'audio')).toEqual([false]);
    await callView(agent).getByRole('button', { name: 'Réactiver le micro' }).click();
    expect(await localTracks(agent, 'audio')).toEqual([true]);
    await callView(agent).getByRole('button', { name: 'Couper la caméra' }).click();
    expect(await localTracks(agent, 'video')).toEqual([false]);
    await callView(agent).getByRole('button', { name: 'Activer la caméra' }).click();
    expect(await localTracks(agent, 'video')).toEqual([true]);

    await callView(agent).getByRole('button', { name: 'Raccrocher' }).click();
    await expect(callView(agent)).toHaveCount(0);
    await expect(admin.getByText('Appel terminé')).toBeVisible();
    await expect(callView(admin)).toHaveCount(0);
  });

  test('the agent refuses the call and the admin is told', async ({ browser }) => {
    const { admin, agent, agentId } = await adminAndAgent(browser);
    await callAgent(admin, agentId, 'audio');
    const ringing = agent.getByRole('dialog', { name: 'Claire Vasseur' });
    await expect(ringing.getByText('Appel audio entrant...')).toBeVisible();
    await ringing.getByRole('button', { name: 'Refuser' }).click();

    await expect(ringing).toHaveCount(0);
    await expect(agent.getByText('Appel refusé')).toBeVisible();
    await expect(admin.getByText('Appel refusé')).toBeVisible();
    await expect(callView(admin)).toHaveCount(0);
  });
});

test('a call to an agent who is away is shown to them as missed when they come back', async ({ browser }) => {
  // The agent of the tests above signs out of every browser: away.
  await Promise.all(browser.contexts().map((context) => context.close()));
  const admin = await (await browser.newContext({ permissions: MEDIA })).newPage();
  await login(admin, DEMO.admin);
  const agents = await apiAs<{ id: string; matricule: string }[]>(admin, 'GET', '/agents');
  const agentId = agents.find((a) => a.matricule === 'AG-0001')?.id ?? '';
  await admin.goto(`/admin/agents/${agentId}`);
  const button = admin.getByRole('button', { name: 'Appel audio avec Lucas Bernard' });
  await expect(button).toHaveAccessibleDescription('Hors ligne');
  await button.click();
  await expect(admin.getByText('Utilisateur hors ligne')).toBeVisible();

  const agent = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await login(agent, DEMO.agent);
  await expect(agent.getByText(/^Appel manqué de Claire Vasseur à \d\d:\d\d$/)).toBeVisible();
});
