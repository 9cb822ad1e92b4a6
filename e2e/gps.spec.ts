import { expect, test, type Page } from '@playwright/test';
import type { Sos } from '@secops/domain/sos';
import { apiAs, createActiveMissionWithDemoAgent, uniqueTitle } from './realtime-data.ts';
import { agentsOnDuty, sendPosition } from './gps-data.ts';
import { DEMO, login } from './support.ts';

const POSITION = { latitude: 48.860611, longitude: 2.337644 };

/** Positions are recorded only on duty: an agent of the test's own, on a new ACTIVE mission of their own. */
async function agentOnDuty(admin: Page, title: string) {
  const [agent] = (await agentsOnDuty(admin, title)).agents;
  if (!agent) throw new Error('no agent on duty');
  return agent;
}

test.describe('live GPS tracking', () => {
  test('an agent shares a position and the admin map shows it live, with the agent in the popup', async ({
    browser,
  }) => {
    const admin = await browser.newPage();
    await login(admin, DEMO.admin);
    const title = uniqueTitle('Garde du Louvre');
    const onDuty = await agentOnDuty(admin, title);

    await admin.goto('/admin/gps');
    await expect(admin.getByRole('heading', { name: 'Tracking GPS', level: 1 })).toBeVisible();
    await admin.getByLabel('Mission').selectOption({ label: title });
    // 'En direct' once the map receives this mission's positions live.
    await expect(admin.getByText('En direct')).toBeVisible();
    const online = admin.locator('section', { has: admin.getByRole('heading', { name: 'Agents en ligne' }) });
    await expect(online.getByText('Aucun agent en ligne')).toBeVisible();

    const agentContext = await browser.newContext({ permissions: ['geolocation'], geolocation: POSITION });
    const agent = await agentContext.newPage();
    await login(agent, onDuty.email);
    await agent.goto('/agent/gps');
    await agent.getByLabel('Mission en cours').selectOption({ label: title });
    await agent.getByRole('button', { name: 'Démarrer le partage' }).click();
    await expect(agent.getByText('Partage de position activé')).toBeVisible();
    await expect(agent.getByText('Partage actif')).toBeVisible();
    await expect(agent.getByText('48.860611, 2.337644')).toBeVisible();

    // No reload: the position reaches the open map over the live socket.
    await expect(online.getByText(onDuty.name)).toBeVisible();
    await expect(online.getByText('En ligne', { exact: true })).toBeVisible();
    await admin.getByRole('button', { name: onDuty.name, exact: true }).click();
    const popup = admin.locator('.leaflet-popup');
    await expect(popup).toContainText(onDuty.name);
    await expect(popup).toContainText(onDuty.matricule);
    await expect(popup).toContainText(title);
    await expect(popup).toContainText('0 km/h');
    await expect(popup).toContainText('48.860611, 2.337644');
    // The agent's phone is signed in: the popup offers to call them.
    // No battery from a web page: only a native tracker tells it.
    await expect(popup).not.toContainText('Batterie');
    await expect(
      popup.getByRole('button', { name: `Appel vidéo avec ${onDuty.name}` }),
    ).toHaveAccessibleDescription('En ligne');

    await agent.getByRole('button', { name: 'Arrêter le partage' }).click();
    await expect(agent.getByText('Partage de position arrêté')).toBeVisible();
    await expect(agent.getByText('Partage inactif')).toBeVisible();
    await agentContext.close();
  });

  test("the 'Alertes' counter lists the open dispatch alerts, an SOS among them, and centres the map on the one picked", async ({
    browser,
  }) => {
    const admin = await browser.newPage();
    await login(admin, DEMO.admin);
    const title = uniqueTitle('Veille du Palais');
    const onDuty = await agentOnDuty(admin, title);
    const context = await browser.newContext({ permissions: ['geolocation'], geolocation: POSITION });
    const agent = await context.newPage();
    await login(agent, onDuty.email);
    const sos = await apiAs<Sos>(agent, 'POST', '/sos', {
      clientRequestId: crypto.randomUUID(),
      lat: POSITION.latitude,
      lng: POSITION.longitude,
      accuracy: 12,
    });
    try {
      await admin.goto('/admin/gps');
      const counter = admin.getByRole('button', { name: /^Alertes \d+$/ });
      await expect(counter).toHaveAttribute('aria-expanded', 'false');
      await counter.click();
      const list = admin.getByRole('dialog', { name: 'Alertes en cours' });
      // The agent who has not clocked in may have a no-show alert of their own besides the SOS's.
      const entry = list
        .getByRole('button')
        .filter({ hasText: onDuty.name })
        .filter({ hasText: "SOS déclenché par l'agent" });
      await expect(entry).toContainText(title);
      await expect(entry).toContainText('SOS');
      await expect(entry).toContainText(/depuis (moins d’1 min|\d+ min)/);
      await admin.screenshot({ path: test.info().outputPath('map-alerts-list.png') });

      await entry.click();
      await expect(list).toHaveCount(0);
      await expect(counter).toBeFocused();
      // Centred: the SOS marker comes to the middle of the map.
      const marker = admin.locator(`.sos-marker[title="ALERTE SOS — ${onDuty.name}"]`);
      const mapArea = admin.getByRole('region', { name: 'Carte des agents en temps réel' });
      await expect
        .poll(async () => {
          const [box, map] = [await marker.boundingBox(), await mapArea.boundingBox()];
          if (!box || !map) return Infinity;
          const dx = box.x + box.width / 2 - (map.x + map.width / 2);
          const dy = box.y + box.height / 2 - (map.y + map.height / 2);
          return Math.round(Math.hypot(dx, dy));
        })
        .toBeLessThan(4);

      await counter.click();
      await admin.keyboard.press('Escape');
      await expect(list).toHaveCount(0);
      await expect(counter).toBeFocused();

      // Taken: the SOS's alert leaves the list (the SOS itself stays on the map until it is closed). The list, not
      // the count: the rules may raise other guards' alerts meanwhile (a no-show, every 30 s).
      await apiAs(admin, 'POST', `/sos/${sos.id}/acknowledge`);
      await counter.click();
      await expect(list).toBeVisible();
      await expect(entry).toHaveCount(0);
      await admin.keyboard.press('Escape');
      await expect(marker).toBeVisible();
    } finally {
      await apiAs(admin, 'POST', `/sos/${sos.id}/close`, { note: 'Fin du test', falseAlarm: true });
      await context.close();
    }
  });

  test('two agents at one place are one marker showing 2, which lists both and opens the popup of the one picked', async ({
    browser,
  }) => {
    const admin = await browser.newPage();
    await login(admin, DEMO.admin);
    const title = uniqueTitle('Poste du Carrousel');
    const { missionId, agents } = await agentsOnDuty(admin, title, 2);
    for (const agent of agents) await sendPosition(admin, agent, missionId, { lat: 48.861, lng: 2.3327 });
    const names = agents.map((agent) => agent.name);

    await admin.goto('/admin/gps');
    await admin.getByLabel('Mission').selectOption({ label: title });
    const group = admin.getByRole('button', { name: /^2 agents : / });
    await expect(group).toHaveText('2');
    // Named after both agents, the freshest first.
    const label = (await group.getAttribute('title')) ?? '';
    expect(label.replace('2 agents : ', '').split(', ').sort()).toEqual([...names].sort());
    const box = await group.boundingBox();
    expect([box?.width, box?.height]).toEqual([44, 44]);
    // One marker: neither agent has one of their own over the other (an SOS of another test may be on the map too).
    await expect(admin.locator('.leaflet-marker-icon.agent-marker')).toHaveCount(1);

    await group.focus();
    await admin.keyboard.press('Enter');
    const list = admin.locator('.agent-group-popup');
    await expect(list).toContainText('2 agents à cet endroit');
    for (const name of names) await expect(list.getByRole('button', { name })).toContainText('En ligne');
    // The list takes the focus: its first agent.
    await expect(list.getByRole('button').first()).toBeFocused();

    await list.getByRole('button', { name: names[1] }).click();
    const popup = admin.locator('.leaflet-popup');
    await expect(popup).toHaveCount(1);
    await expect(popup).toContainText(agents[1]!.matricule);
    await expect(popup).toContainText('48.861000, 2.332700');
  });

  test('sharing left on resumes when the agent opens the app again', async ({ browser }) => {
    const admin = await browser.newPage();
    await login(admin, DEMO.admin);
    const title = uniqueTitle('Ronde de nuit');
    const onDuty = await agentOnDuty(admin, title);

    const context = await browser.newContext({ permissions: ['geolocation'], geolocation: POSITION });
    const agent = await context.newPage();
    await login(agent, onDuty.email);
    await agent.goto('/agent/gps');
    await agent.getByLabel('Mission en cours').selectOption({ label: title });
    await agent.getByRole('button', { name: 'Démarrer le partage' }).click();
    await expect(agent.getByText('Partage actif')).toBeVisible();

    await agent.reload();
    await expect(agent.getByText('Partage actif')).toBeVisible();
    await expect(agent.getByLabel('Mission en cours')).toHaveValue(/.+/);
    await expect(agent.getByLabel('Mission en cours').locator('option:checked')).toHaveText(title);
    await agent.getByRole('button', { name: 'Arrêter le partage' }).click();
    await context.close();
  });

  test('off duty on the mission, the server refuses the position and sharing stops, saying why', async ({
    browser,
  }) => {
    const admin = await browser.newPage();
    await login(admin, DEMO.admin);
    const title = uniqueTitle('Garde sans horaire');
    // The demo agent is assigned but has no shift on this mission and no attendance open there.
    await createActiveMissionWithDemoAgent(admin, title);

    const context = await browser.newContext({ permissions: ['geolocation'], geolocation: POSITION });
    const agent = await context.newPage();
    await login(agent, DEMO.agent);
    await agent.goto('/agent/gps');
    await agent.getByLabel('Mission en cours').selectOption({ label: title });
    await agent.getByRole('button', { name: 'Démarrer le partage' }).click();
    await expect(
      agent.getByText(
        "Vous n'êtes pas en service (ni horaire en cours, ni pointage ouvert) : position non enregistrée",
      ),
    ).toBeVisible();
    await expect(agent.getByText('Partage inactif')).toBeVisible();
    await context.close();
  });

  test('without an active mission of their own the agent cannot share', async ({ browser }) => {
    const context = await browser.newContext({ permissions: ['geolocation'], geolocation: POSITION });
    const page = await context.newPage();
    await login(page, DEMO.lead);
    await page.route('**/api/missions?status=ACTIVE', (route) => route.fulfill({ json: [] }));
    await page.goto('/agent/gps');
    await expect(
      page.getByText('Aucune mission en cours : le partage de position se fait pendant une mission active.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Démarrer le partage' })).toHaveCount(0);
    await context.close();
  });
});
