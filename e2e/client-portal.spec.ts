import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { violationsAtRest } from './axe.ts';
import { createClient, createClientMission, type Client, type Mission } from './client-data.ts';
import { mailSinkForDescribe } from './mail-sink.ts';
import { signInByApi } from './realtime-data.ts';
import { callApi, createAgent, unique } from './staff-data.ts';
import { DEMO, login, signOut } from './support.ts';

// The client's portal (/client): a client company's user, invited by staff from the client's page, chooses a password,
// signs in on a desktop and on a phone, follows its own missions (posts held, hours, incidents with their report,
// the main courante entries shown to clients, rounds), writes a request, and downloads its activity reports; another
// company's mission stays out of reach.

/** Where screenshots go when asked for (E2E_SCREENSHOTS=docs/screenshots). */
const SHOTS = process.env.E2E_SCREENSHOTS;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const NEW_PASSWORD = 'Portail!2026';
const MINUTE = 60_000;

type Checkpoint = { id: string; url: string };
type SentReport = { id: string; status: string };

/** Today in Paris, as the API takes days (yyyy-mm-dd) and as the portal shows them (dd/mm/yyyy). */
function parisToday(): { iso: string; french: string } {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const [year, month, day] = iso.split('-');
  return { iso, french: `${day}/${month}/${year}` };
}

/** The Île Saint-Louis, where the clients' missions take place. */
const SAINT_LOUIS = { address: '12 quai de Bourbon, 75004 Paris', lat: 48.8524, lng: 2.3545 };

const clientNamed = (page: Page, name: string) =>
  createClient(page, {
    name,
    contact: 'Claire Dumas',
    phone: '01 42 60 00 00',
    address: SAINT_LOUIS.address,
  });

/**
 * A guard on the mission's post since 30 minutes, clocked in, who walks a round of two checkpoints: the hall scanned,
 * the cellar passed by hand. Answers the guard's last name, which the client never sees in full.
 */
async function guardOnDuty(page: Page, mission: Mission): Promise<string> {
  const lastName = `Veilleur${unique()}`;
  const agent = await createAgent(page, { lastName });
  await callApi(page, 'POST', `/missions/${mission.id}/assignments`, { agentId: agent.id, role: 'agent' });
  const shift = await callApi<{ id: string }>(page, 'POST', '/planning/shifts', {
    agentId: agent.id,
    missionId: mission.id,
    startAt: new Date(Date.now() - 30 * MINUTE).toISOString(),
    endAt: new Date(Date.now() + 4 * 60 * MINUTE).toISOString(),
  });
  const hall = await callApi<Checkpoint>(page, 'POST', `/missions/${mission.id}/checkpoints`, {
    name: 'Hall d’entrée',
    kind: 'QR',
  });
  const cellar = await callApi<Checkpoint>(page, 'POST', `/missions/${mission.id}/checkpoints`, {
    name: 'Caves',
    kind: 'QR',
  });
  const tour = await callApi<{ id: string }>(page, 'POST', `/missions/${mission.id}/tours`, {
    name: 'Ronde du soir',
    checkpointIds: [hall.id, cellar.id],
    order: 'FREE',
    everyMinutes: 10,
    from: '00:00',
    to: '23:50',
    windowMinutes: 45,
  });

  const { email } = await callApi<{ email: string }>(page, 'GET', `/agents/${agent.id}`);
  const asGuard = await signInByApi(page.request, email);
  await asGuard('POST', '/attendance/start', {
    agentId: agent.id,
    missionId: mission.id,
    shiftId: shift.id,
    lat: 48.8524,
    lng: 2.3545,
    accuracy: 10,
  });
  const round = await asGuard<{ id: string }>('POST', `/tours/${tour.id}/rounds`, {
    clientRequestId: randomUUID(),
    startedAt: new Date().toISOString(),
  });
  await asGuard('POST', `/rounds/${round.id}/scans`, {
    code: hall.url,
    method: 'URL',
    scannedAt: new Date().toISOString(),
    clientRequestId: randomUUID(),
  });
  await asGuard('POST', `/rounds/${round.id}/scans`, {
    checkpointId: cellar.id,
    method: 'MANUAL',
    reason: 'Étiquette arrachée',
    scannedAt: new Date().toISOString(),
    clientRequestId: randomUUID(),
  });
  await asGuard('POST', `/rounds/${round.id}/finish`, {});
  return lastName;
}

/** The activity report of a day, sent at once to the client's address, once it has left. */
async function sendReport(page: Page, clientId: string, day: string): Promise<void> {
  await callApi(page, 'PUT', `/clients/${clientId}/report-settings`, {
    recipients: [`rapports.${unique().toLowerCase()}@client.test`],
    frequency: 'OFF',
    time: '07:00',
  });
  await callApi(page, 'POST', `/clients/${clientId}/reports/send`, { date: day });
  await expect
    .poll(async () => (await callApi<SentReport[]>(page, 'GET', `/clients/${clientId}/reports`))[0]?.status, {
      timeout: 20_000,
    })
    .toBe('SENT');
}

async function expectPdf(download: Promise<Download>): Promise<void> {
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync(await saved.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
}

/** Nothing on the page is wider than the window (no sideways scrolling on a phone). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('the client portal', () => {
  const mail = mailSinkForDescribe();

  test('an invited client sets a password, follows its mission on desktop and phone, writes a request and downloads its report; another client’s mission stays out of reach', async ({
    page,
  }) => {
    test.slow();
    const today = parisToday();
    await page.setViewportSize(DESKTOP);
    await login(page, DEMO.admin);
    const tag = unique();
    const clientA = await clientNamed(page, `Résidence Saint-Louis ${tag}`);
    const clientB = await clientNamed(page, `Galerie Vivienne ${tag}`);
    const missionA = await createClientMission(
      page,
      clientA.id,
      `Gardiennage Saint-Louis ${tag}`,
      SAINT_LOUIS,
    );
    const missionB = await createClientMission(page, clientB.id, `Surveillance Vivienne ${tag}`, SAINT_LOUIS);
    const guardLastName = await guardOnDuty(page, missionA);

    await callApi(page, 'POST', '/incidents', {
      missionId: missionA.id,
      type: 'intrusion',
      severity: 3,
      title: `Porte du local vélos forcée ${tag}`,
      description: 'Serrure arrachée constatée à la ronde ; aucun vélo manquant.',
    });
    await callApi(page, 'POST', '/incidents', {
      missionId: missionB.id,
      type: 'technical',
      severity: 2,
      title: `Vitrine de la galerie rayée ${tag}`,
      description: 'Rayure sur la vitrine nord.',
    });
    const visitor = `Visite du syndic, M. Girard, accompagné jusqu’au local technique ${tag}`;
    const instruction = `Consigne interne : code de l’alarme changé ${tag}`;
    const otherVisitor = `Livraison de la galerie réceptionnée ${tag}`;
    await callApi(page, 'POST', `/missions/${missionA.id}/logbook`, { type: 'VISITOR', text: visitor });
    await callApi(page, 'POST', `/missions/${missionA.id}/logbook`, {
      type: 'INSTRUCTION',
      text: instruction,
    });
    await callApi(page, 'POST', `/missions/${missionB.id}/logbook`, { type: 'VISITOR', text: otherVisitor });
    await sendReport(page, clientA.id, today.iso);
    await sendReport(page, clientB.id, today.iso);

    // Staff invite the client's user from its page; the e-mail holds the link to choose a password.
    await page.goto(`/admin/clients/${clientA.id}`);
    const access = page.getByRole('region', { name: 'Accès client' });
    const email = `claire.${tag.toLowerCase()}@client.test`;
    await access.getByLabel('E-mail').fill(email);
    await access.getByLabel('Prénom').fill('Claire');
    await access.getByLabel('Nom', { exact: true }).fill('Dumas');
    await access.getByRole('button', { name: 'Inviter' }).click();
    await expect(page.getByText('Invitation envoyée')).toBeVisible();
    const invitation = await mail().waitFor(email, /reset-password/);
    const link = new URL(invitation.text.match(/http\S+reset-password\S+/)?.[0] ?? '');
    await signOut(page);

    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('Nouveau mot de passe').fill(NEW_PASSWORD);
    await page.getByLabel('Confirmer le mot de passe').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
    await expect(page.getByRole('heading', { name: 'Mot de passe réinitialisé' })).toBeVisible();

    // Signed in, the client lands on its portal: its company, its mission, not the other company's.
    await login(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/client$/);
    await expect(page.getByRole('banner')).toContainText(clientA.name);
    await expect(page.getByRole('heading', { level: 1, name: 'Missions' })).toBeVisible();
    const inProgress = page.getByRole('region', { name: /^En cours/ });
    await expect(inProgress.getByRole('link', { name: missionA.title })).toBeVisible();
    await expect(page.getByText(missionB.title)).toHaveCount(0);
    await expect(page.getByText('Aucune mission à venir')).toBeVisible();
    expect(await violationsAtRest(page)).toEqual([]);

    // The mission's page: the last 7 days.
    await inProgress.getByRole('link', { name: missionA.title }).click();
    await expect(page).toHaveURL(new RegExp(`/client/missions/${missionA.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: missionA.title })).toBeVisible();
    await expect(page.getByLabel('Au', { exact: true })).toHaveValue(today.french);

    const posts = page.getByRole('region', { name: 'Postes tenus' });
    await expect(posts).toContainText(`Test ${guardLastName.charAt(0)}.`);
    await expect(posts).toContainText(/Arrivée \d{2}:\d{2} · En poste/);
    await expect(page.getByText(guardLastName)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Heures réalisées' })).toContainText('Total de la période');

    const incidents = page.getByRole('region', { name: 'Incidents' });
    const incident = incidents.getByRole('article', { name: `Porte du local vélos forcée ${tag}` });
    await expect(incident).toContainText('Ouvert');
    await expect(incident).toContainText('Intrusion');
    await expect(incidents).not.toContainText('Vitrine de la galerie rayée');
    const incidentPdf = page.waitForEvent('download');
    await incident.getByRole('link', { name: 'Rapport PDF' }).click();
    await expectPdf(incidentPdf);

    const logbook = page.getByRole('region', { name: 'Main courante' });
    await expect(logbook).toContainText(visitor);
    await expect(logbook).not.toContainText(instruction);
    await expect(logbook).not.toContainText(otherVisitor);

    const rounds = page.getByRole('region', { name: 'Rondes' });
    const round = rounds.getByRole('listitem').filter({ hasText: 'Ronde du soir' });
    await expect(round).toContainText('Complète avec anomalies');
    await expect(round).toContainText('2 / 2 point(s) contrôlé(s)');
    await round.getByText('Ronde du soir').click();
    await expect(round).toContainText('Passé à la main');
    expect(await violationsAtRest(page)).toEqual([]);

    // A request to the security team, at once in the mission's main courante.
    const request = page.getByRole('region', { name: 'Demande du client' });
    const text = `Merci de vérifier la fermeture du portail des caves ce soir ${tag}`;
    await request.getByLabel(/Votre demande/).fill(text);
    await request.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Demande envoyée')).toBeVisible();
    await expect(request.getByLabel(/Votre demande/)).toHaveValue('');
    const sent = logbook.getByRole('article', { name: /Demande du client/ });
    await expect(sent).toContainText(text);
    await expect(sent).toContainText('Votre demande');
    await expect(sent).toContainText('Claire Dumas');

    // Another company's mission, by its address or through the API: as if it did not exist.
    await page.goto(`/client/missions/${missionB.id}`);
    await expect(page.getByText('Mission introuvable')).toBeVisible();
    const { accessToken } = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state: { accessToken: string } })
          .state,
    );
    const answer = await page.request.get(`/api/client/missions/${missionB.id}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(answer.status()).toBe(404);
    // The staff area sends the client back to its portal.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/client$/);

    // Rapports: its own report of the day, downloaded as it was sent.
    await page.getByRole('link', { name: 'Rapports', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rapports d’activité' })).toBeVisible();
    const reports = page.getByRole('list', { name: 'Rapports reçus' }).getByRole('listitem');
    await expect(reports).toHaveCount(1);
    await expect(reports.first()).toContainText(`Journée du ${today.french}`);
    await expect(reports.first()).toContainText('Envoi manuel');
    const reportPdf = page.waitForEvent('download');
    await reports.first().getByRole('link', { name: 'Télécharger' }).click();
    await expectPdf(reportPdf);
    expect(await violationsAtRest(page)).toEqual([]);

    // Mon compte: profile, password and two-factor authentication.
    await page.getByRole('link', { name: 'Mon compte' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Changer le mot de passe' })).toBeVisible();
    expect(await violationsAtRest(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('client-account.png') });

    // On a phone: the sections under the header, the same mission, nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await page
      .getByRole('navigation', { name: 'Navigation de l’espace client' })
      .getByRole('link', { name: 'Missions', exact: true })
      .click();
    await expect(page.getByRole('link', { name: missionA.title })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await violationsAtRest(page)).toEqual([]);
    await page.getByRole('link', { name: missionA.title }).click();
    await expect(page.getByRole('region', { name: 'Incidents' })).toContainText(
      `Porte du local vélos forcée ${tag}`,
    );
    await expect(page.getByRole('region', { name: 'Main courante' })).toContainText(visitor);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await violationsAtRest(page)).toEqual([]);
    await page.getByRole('link', { name: 'Rapports', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Rapports reçus' }).getByRole('listitem')).toHaveCount(1);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await violationsAtRest(page)).toEqual([]);

    await signOut(page);
  });

  test('the demo client follows the delegation in progress on desktop and phone', async ({ page }) => {
    const today = parisToday();
    await page.setViewportSize(DESKTOP);
    await login(page, DEMO.admin);
    // What the guards wrote today for the client to read, and the day's activity report.
    const missions = await callApi<Mission[]>(page, 'GET', '/missions');
    const delegation = missions.find((m) => m.title === 'Protection rapprochée — délégation au Marois');
    expect(delegation, 'the demo delegation').toBeDefined();
    const missionId = delegation?.id ?? '';
    const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();
    for (const entry of [
      { type: 'PATROL', text: 'Tour des étages 1 à 4 : issues de secours dégagées.', occurredAt: ago(95) },
      {
        type: 'VISITOR',
        text: 'Arrivée de la délégation accueillie au salon privé du 1er étage.',
        occurredAt: ago(70),
      },
      {
        type: 'DELIVERY',
        text: 'Fleurs pour la suite présidentielle contrôlées et remises au concierge.',
        occurredAt: ago(40),
      },
      {
        type: 'OBSERVATION',
        text: 'Berline aux vitres teintées rue de Castiglione signalée au PC.',
        occurredAt: ago(12),
      },
    ])
      await callApi(page, 'POST', `/missions/${missionId}/logbook`, entry);
    const clients = await callApi<Client[]>(page, 'GET', '/clients');
    const marois = clients.find((c) => c.name === 'Hôtel Le Marois');
    expect(marois, 'the demo client').toBeDefined();
    await sendReport(page, marois?.id ?? '', today.iso);
    await signOut(page);

    await login(page, 'client@secops.demo');
    await expect(page).toHaveURL(/\/client$/);
    // The screenshots show the pages, not the sign-in's toast.
    await expect(page.getByText('Connexion réussie !')).toBeHidden({ timeout: 15_000 });
    await expect(page.getByRole('banner')).toContainText('Hôtel Le Marois');
    const inProgress = page.getByRole('region', { name: /^En cours/ });
    await expect(inProgress.getByRole('link', { name: delegation?.title ?? '' })).toBeVisible();
    expect(await violationsAtRest(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/client-missions.png` });

    await inProgress.getByRole('link', { name: delegation?.title ?? '' }).click();
    const incidents = page.getByRole('region', { name: 'Incidents' });
    await expect(incidents.getByRole('article', { name: 'Lecteur de badge hors service' })).toContainText(
      'En cours',
    );
    await expect(page.getByRole('region', { name: 'Main courante' })).toContainText('Fleurs pour la suite');
    await expect(
      page.getByRole('region', { name: 'Postes tenus' }).getByRole('listitem').first(),
    ).toBeVisible();
    // Hours are clocked attendance: the guards on duty since this morning have some.
    await expect(page.getByRole('region', { name: 'Heures réalisées' })).not.toContainText(
      /Total de la période\s*0 h/,
    );
    expect(await violationsAtRest(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/client-mission.png`, fullPage: true });

    await page.getByRole('link', { name: 'Rapports', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Rapports reçus' })).toContainText(
      `Journée du ${today.french}`,
    );
    expect(await violationsAtRest(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/client-reports.png` });

    await page.setViewportSize(PHONE);
    await page.getByRole('link', { name: 'Missions', exact: true }).click();
    await expect(page.getByRole('link', { name: delegation?.title ?? '' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/client-missions-phone.png` });
    await page.getByRole('link', { name: delegation?.title ?? '' }).click();
    await expect(page.getByRole('region', { name: 'Incidents' })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await violationsAtRest(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/client-mission-phone.png` });
    await page.screenshot({ path: test.info().outputPath('client-mission-phone-full.png'), fullPage: true });
  });
});
