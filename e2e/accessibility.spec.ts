import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { agentsOnDuty, sendPosition } from './gps-data.ts';
import { uniqueTitle } from './realtime-data.ts';
import { callApi, unique } from './staff-data.ts';
import { DEMO, login } from './support.ts';

// axe-core, the accessibility rules engine, evaluated in the page (an evaluation is not subject to the page's CSP).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = {
  id: string;
  help: string;
  impact: string | null;
  tags: string[];
  nodes: { target: string[] }[];
};

const WCAG_21 = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What the page breaks once its data has loaded: any WCAG 2.0/2.1 A or AA rule, and the WCAG 2.2 AA and best-practice
 * rules (target size, heading order…) when axe rates the violation serious or critical.
 */
async function violations(page: Page): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Chargement…')).toHaveCount(0);
  // A toast or a dialog still fading in is measured half transparent: let finite animations end first.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(...args: unknown[]): Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    });
    return result.violations;
  });
  const failing = found.filter(
    (v) => v.tags.some((tag) => WCAG_21.includes(tag)) || v.impact === 'serious' || v.impact === 'critical',
  );
  return failing.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function expectAccessible(page: Page, path: string): Promise<void> {
  await page.goto(path);
  expect(await violations(page), path).toEqual([]);
}

test.describe('accessibility (WCAG 2.1 A and AA, and serious WCAG 2.2 and best-practice rules)', () => {
  test('the sign-in pages', async ({ page }) => {
    for (const path of ['/login', '/forgot-password', '/reset-password?token=abc']) {
      await expectAccessible(page, path);
    }
  });

  test('every back-office screen, and a mission and an agent of the demo', async ({ page }) => {
    // Seventeen pages, each loaded and audited in full: the time of three tests.
    test.slow();
    await login(page, DEMO.admin);
    const screens = [
      '/admin',
      '/admin/missions',
      '/admin/missions/new',
      '/admin/agents',
      '/admin/agents/new',
      '/admin/clients',
      '/admin/clients/new',
      '/admin/planning',
      '/admin/gps',
      '/admin/incidents',
      '/admin/incidents/new',
      '/admin/equipment',
      '/admin/checklists/templates',
      '/admin/pointages',
      '/admin/settings',
    ];
    for (const path of screens) await expectAccessible(page, path);

    await page.goto('/admin/missions');
    await page
      .getByRole('link', { name: /Protection rapprochée/ })
      .first()
      .click();
    // The panels load on their own: wait for the chat's members and the documents before auditing.
    await expect(page.getByRole('button', { name: /Membres/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
    expect(await violations(page), 'mission page').toEqual([]);

    await page.goto('/admin/agents');
    await page.getByRole('link', { name: 'Voir le profil' }).first().click();
    expect(await violations(page), 'agent profile').toEqual([]);
  });

  test('the live map with agents at one place, drawn as one marker, and its list open', async ({ page }) => {
    await login(page, DEMO.admin);
    const title = uniqueTitle('Poste de la Pyramide');
    const { missionId, agents } = await agentsOnDuty(page, title, 3);
    const at = { lat: 48.8611, lng: 2.3358 };
    // Two at the same place, the third a few metres away: their markers would overlap at any zoom of the map.
    await sendPosition(page, agents[0]!, missionId, at);
    await sendPosition(page, agents[1]!, missionId, at);
    await sendPosition(page, agents[2]!, missionId, { lat: at.lat + 0.00003, lng: at.lng });
    await page.goto('/admin/gps');
    await page.getByLabel('Mission').selectOption({ label: title });
    // The demo's own guards on duty may form a group of three elsewhere on the map: this test's are 'Test …'.
    const group = page.getByRole('button', { name: /^3 agents : Test / });
    await expect(group).toHaveText('3');
    expect(await violations(page), 'live map').toEqual([]);

    await group.click();
    await expect(page.locator('.agent-group-popup')).toContainText('3 agents à cet endroit');
    expect(await violations(page), 'list of a group').toEqual([]);
  });

  test('the audit log showing what changed in a text', async ({ page }) => {
    await login(page, DEMO.admin);
    const client = await callApi<{ id: string }>(page, 'POST', '/clients', {
      name: `Accessibilité ${unique()}`,
      notes: 'Ronde toutes les deux heures côté quai.',
    });
    await callApi(page, 'PATCH', `/clients/${client.id}`, { notes: 'Ronde toutes les heures côté parking.' });
    await page.goto('/admin/settings');
    await expect(page.locator('ins').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('an open modal', async ({ page }) => {
    await login(page, DEMO.admin);
    await page.goto('/admin/equipment');
    await page.getByRole('button', { name: 'Ajouter un équipement' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("the planning's day view", async ({ page }) => {
    await login(page, DEMO.admin);
    await page.goto('/admin/planning');
    await page.getByRole('button', { name: 'Jour', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Heures de la journée' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("the planning's copy of a week", async ({ page }) => {
    await login(page, DEMO.admin);
    await page.goto('/admin/planning');
    await page.getByRole('button', { name: 'Copier la semaine' }).click();
    await expect(page.getByRole('dialog', { name: 'Copier la semaine' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the field area on a phone', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'fr-FR',
      permissions: ['geolocation'],
      geolocation: { latitude: 48.8677, longitude: 2.3296, accuracy: 12 },
    });
    const page = await context.newPage();
    await login(page, DEMO.agent);
    // The sign-in's success toast is still up: its green text on green is measured too.
    await expect(page.getByText('Connexion réussie !')).toBeVisible();
    expect(await violations(page), 'the success toast on Mes Missions').toEqual([]);
    for (const path of ['/agent', '/agent/gps', '/agent/profile']) await expectAccessible(page, path);
    await page.goto('/agent/attendance');
    await expect(page.getByText(/du lieu de mission|Précision/).first()).toBeVisible();
    expect(await violations(page), '/agent/attendance').toEqual([]);
    await page.goto('/agent');
    await page.getByRole('link', { name: /délégation au Marois/ }).click();
    await expect(page.getByRole('heading', { name: 'Mes Tâches' })).toBeVisible();
    expect(await violations(page), 'agent mission').toEqual([]);
    await context.close();
  });

  test('the field area on a phone: incident and chat drafts', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
    const page = await context.newPage();
    await login(page, DEMO.agent);
    await page.getByRole('link', { name: /délégation au Marois/ }).click();
    await expect(page.getByRole('heading', { name: 'Mes Tâches' })).toBeVisible();
    // The question before typed incident text is abandoned, and drafts restored (incident form and chat).
    await page.getByRole('combobox', { name: 'Votre message' }).fill('Relève à 22 h ?');
    await page.getByRole('button', { name: 'Signaler Incident' }).click();
    await page.getByRole('dialog', { name: 'Signaler un incident' }).getByLabel('Titre').fill('Porte forcée');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Abandonner ce signalement ?' })).toBeVisible();
    expect(await violations(page), 'abandon an incident report').toEqual([]);
    await page.getByRole('button', { name: 'Continuer la saisie' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByRole('button', { name: 'Signaler Incident' }).click();
    await expect(page.getByRole('dialog', { name: 'Signaler un incident' })).toContainText(
      'Brouillon restauré',
    );
    expect(await violations(page), 'incident draft restored').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Abandonner' }).click();
    await expect(page.getByText('Brouillon restauré')).toBeVisible();
    expect(await violations(page), 'chat draft restored').toEqual([]);
    await context.close();
  });

  test("the field area on a phone: Mon Profil's calendar link shown, and its revocation asked", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
    const page = await context.newPage();
    await login(page, DEMO.agent);
    await page.goto('/agent/profile');
    await page.getByRole('button', { name: "Créer le lien d'abonnement" }).click();
    await expect(page.getByRole('textbox', { name: "Lien d'abonnement" })).toBeVisible();
    expect(await violations(page), 'calendar link shown').toEqual([]);
    await page.getByRole('button', { name: 'Révoquer le lien' }).click();
    const revoke = page.getByRole('dialog', { name: 'Révoquer le lien ?' });
    await expect(revoke).toBeVisible();
    expect(await violations(page), 'calendar link revocation').toEqual([]);
    // Revoked, so the demo agent is left without a link for the tests that make one.
    await revoke.getByRole('button', { name: 'Révoquer le lien' }).click();
    await expect(page.getByText("Aucun lien d'abonnement actif.")).toBeVisible();
    await context.close();
  });
});
