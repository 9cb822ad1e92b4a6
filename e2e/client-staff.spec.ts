import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { violationsAtRest } from './axe.ts';
import { createClient, createClientMission, type Client } from './client-data.ts';
import { mailSinkForDescribe } from './mail-sink.ts';
import { signInByApi } from './realtime-data.ts';
import { callApi, unique } from './staff-data.ts';
import { DEMO, DEMO_PASSWORD, login, readSession, signOut } from './support.ts';

// The client's side, staff screens: on the client's page, its portal accounts ("Accès client": invite, deactivate,
// remove) and its activity report (settings, "Envoyer maintenant", the reports sent with their PDF); on the mission's
// page, which main courante entries its client sees; a client's request reaches the main courante and the alerts.

/** Where screenshots go when asked for (E2E_SCREENSHOTS=docs/screenshots). */
const SHOTS = process.env.E2E_SCREENSHOTS;

/** The client of these tests, at the Lutetia (a name of its own each time). */
const LUTETIA = { address: '45 boulevard Raspail, 75006 Paris', lat: 48.8509, lng: 2.3275 };
const createLutetia = (page: Page): Promise<Client> =>
  createClient(page, {
    name: `Hôtel Lutetia ${unique()}`,
    contact: 'Hélène Martin',
    phone: '01 49 54 46 46',
    address: LUTETIA.address,
  });

/** The status code of a call made with the page's session, for the refusals. */
async function statusOf(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<number> {
  const { accessToken } = await readSession(page);
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${accessToken}` },
    data,
  });
  return response.status();
}

test.describe('the client, staff side', () => {
  const mail = mailSinkForDescribe();

  test('an admin invites a portal user, sets the activity report, sends a day at once and downloads it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await login(page, DEMO.admin);
    const client = await createLutetia(page);
    await createClientMission(page, client.id, `Accueil Lutetia ${unique()}`, LUTETIA, 'EVENT');

    // From the list, the card's name leads to the client's page.
    await page.goto('/admin/clients');
    await page.getByLabel('Rechercher un client').fill(client.name);
    await page.getByRole('article').getByRole('link', { name: client.name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/clients/${client.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
    await expect(page.getByText('Hélène Martin')).toBeVisible();

    // Accès client: the invitation, and its e-mail with the link to choose a password.
    const access = page.getByRole('region', { name: 'Accès client' });
    await expect(access.getByText('Aucun compte client')).toBeVisible();
    const email = `direction.${unique().toLowerCase()}@lutetia.test`;
    await access.getByLabel('E-mail').fill(email);
    await access.getByLabel('Prénom').fill('Hélène');
    await access.getByLabel('Nom', { exact: true }).fill('Martin');
    await access.getByRole('button', { name: 'Inviter' }).click();
    await expect(page.getByText('Invitation envoyée')).toBeVisible();
    const account = access.getByRole('listitem').filter({ hasText: email });
    await expect(account).toContainText('Hélène Martin');
    await expect(account).toContainText('Actif');
    await expect(account).toContainText('Invitation en attente');
    await expect(access.getByLabel('E-mail')).toHaveValue('');
    const invitation = await mail().waitFor(email, /\/reset-password\?/);
    expect(invitation.text).toContain('Bonjour Hélène,');

    // Rapport d'activité: weekly, on Monday at 07:30, to two addresses.
    const report = page.getByRole('region', { name: "Rapport d'activité" });
    const sendNow = report.getByRole('button', { name: 'Envoyer maintenant' });
    await expect(sendNow).toBeDisabled();
    await report.getByLabel('Destinataires').fill(`direction@lutetia.test\n\n${email}`);
    await report.getByLabel('Fréquence').selectOption({ label: 'Hebdomadaire' });
    await report.getByLabel('Jour', { exact: true }).selectOption({ label: 'Lundi' });
    await report.getByLabel("Heure d'envoi").fill('07:30');
    await report.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Paramètres du rapport enregistrés')).toBeVisible();
    expect(await callApi(page, 'GET', `/clients/${client.id}/report-settings`)).toEqual({
      recipients: ['direction@lutetia.test', email],
      frequency: 'WEEKLY',
      time: '07:30',
      weekday: 1,
    });

    // "Envoyer maintenant": yesterday's report by default, in the table once sent, mailed with its PDF.
    await expect(sendNow).toBeEnabled();
    const day = await report.getByLabel('Date du rapport').inputValue();
    expect(day).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await sendNow.click();
    await expect(page.getByText('Rapport envoyé', { exact: true })).toBeVisible();
    const table = report.getByRole('region', { name: 'Rapports envoyés' });
    const row = table.getByRole('row').filter({ hasText: day });
    await expect(row).toContainText('Envoi manuel');
    await expect(row).toContainText('direction@lutetia.test');
    await expect(row).toContainText('Envoyé', { timeout: 20_000 });
    await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/);
    const sent = await mail().waitFor('direction@lutetia.test', /application\/pdf/);
    expect(sent.text).toContain(client.name);

    const download = page.waitForEvent('download');
    await row.getByRole('link', { name: 'PDF' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync(await saved.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    expect(await violationsAtRest(page)).toEqual([]);
    if (SHOTS) {
      // The whole page in one window, so that the fixed sidebar runs along it.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: 1440, height });
      await page.screenshot({ path: `${SHOTS}/admin-client-page.png` });
      await page.setViewportSize({ width: 1440, height: 900 });
    }

    // The same address again is refused under the field.
    await access.getByLabel('E-mail').fill(email.toUpperCase());
    await access.getByRole('button', { name: 'Inviter' }).click();
    await expect(access.getByText('Cet email est déjà utilisé')).toBeVisible();

    // Deactivate, activate again, then remove the account (asked first).
    await account.getByRole('button', { name: 'Désactiver' }).click();
    await expect(page.getByText('Accès désactivé')).toBeVisible();
    await expect(account).toContainText('Désactivé');
    await account.getByRole('button', { name: 'Activer' }).click();
    await expect(page.getByText('Accès réactivé')).toBeVisible();
    await expect(account.getByRole('button', { name: 'Désactiver' })).toBeVisible();
    await account.getByRole('button', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('dialog', { name: "Supprimer l'accès client" });
    await expect(dialog).toContainText('Supprimer le compte de Hélène Martin ?');
    await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Compte client supprimé')).toBeVisible();
    await expect(access.getByText('Aucun compte client')).toBeVisible();
    expect(await violationsAtRest(page)).toEqual([]);
  });

  test('a supervisor sees the client page without the portal accounts, and the server refuses the invitation', async ({
    page,
  }) => {
    await login(page, DEMO.admin);
    const client = await createLutetia(page);
    await signOut(page);

    await login(page, DEMO.supervisor);
    await page.goto(`/admin/clients/${client.id}`);
    const access = page.getByRole('region', { name: 'Accès client' });
    await expect(
      access.getByText('Seuls les administrateurs invitent et gèrent les comptes du portail client.'),
    ).toBeVisible();
    await expect(access.getByRole('button', { name: 'Inviter' })).toHaveCount(0);
    await expect(access.getByLabel('E-mail')).toHaveCount(0);
    // The report stays theirs to set.
    await expect(
      page.getByRole('region', { name: "Rapport d'activité" }).getByRole('button', { name: 'Enregistrer' }),
    ).toBeVisible();
    expect(
      await statusOf(page, 'POST', `/clients/${client.id}/users`, {
        email: `refuse.${unique().toLowerCase()}@lutetia.test`,
      }),
    ).toBe(403);
    expect(await statusOf(page, 'GET', `/clients/${client.id}/users`)).toBe(403);
    expect(await violationsAtRest(page)).toEqual([]);
  });

  test("the mission's client visibility is saved, and a client's request reaches the main courante and the alerts", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await login(page, DEMO.admin);
    const client = await createLutetia(page);
    const title = `Accueil Lutetia ${unique()}`;
    const mission = await createClientMission(page, client.id, title, LUTETIA, 'EVENT');

    await page.goto(`/admin/missions/${mission.id}`);
    const card = page.getByRole('region', { name: 'Visible par le client' });
    const types = card.getByRole('group', { name: 'Main courante visible par le client' });
    await expect(types.getByRole('checkbox')).toHaveCount(10);
    for (const label of ['Observation', 'Passage / Ronde', 'Visiteur', 'Livraison'])
      await expect(types.getByRole('checkbox', { name: label })).toBeChecked();
    await expect(types.getByRole('checkbox', { name: 'Consigne' })).not.toBeChecked();
    await types.getByRole('checkbox', { name: 'Consigne' }).check();
    await types.getByRole('checkbox', { name: 'Livraison' }).uncheck();
    await types.getByRole('checkbox', { name: 'Ronde manquée' }).check();
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Visibilité client enregistrée')).toBeVisible();
    expect(await callApi(page, 'GET', `/missions/${mission.id}/client-visibility`)).toEqual({
      logbookTypes: ['OBSERVATION', 'PATROL', 'VISITOR', 'INSTRUCTION', 'ROUND_MISSED'],
    });
    await page.reload();
    await expect(types.getByRole('checkbox', { name: 'Consigne' })).toBeChecked();
    await expect(types.getByRole('checkbox', { name: 'Livraison' })).not.toBeChecked();
    expect(await violationsAtRest(page)).toEqual([]);
    await card.screenshot({ path: test.info().outputPath('mission-client-visibility.png') });

    // The client writes a request from its portal (here through its API).
    const clientEmail = `demande.${unique().toLowerCase()}@lutetia.test`;
    await callApi(page, 'POST', '/users', {
      email: clientEmail,
      password: DEMO_PASSWORD,
      role: 'CLIENT',
      clientId: client.id,
      firstName: 'Hélène',
      lastName: 'Martin',
    });
    const asClient = await signInByApi(page.request, clientEmail);
    const text = 'Merci de fermer la grille du parking à 22 h ce soir.';
    await asClient('POST', `/client/missions/${mission.id}/requests`, { text });

    await page.reload();
    const logbook = page.getByRole('region', { name: 'Main courante', exact: true });
    const entry = logbook.getByRole('article', { name: /Demande du client/ });
    await expect(entry).toContainText(text);
    await expect(entry).toContainText('Client');
    await expect(entry).toContainText('Hélène Martin');

    await page.goto('/admin/alertes');
    const alert = page.getByRole('article', { name: new RegExp(`^Demande du client : .*${text}`) });
    await expect(alert).toContainText(title);
    await alert.getByRole('button', { name: 'Prendre en compte' }).click();
    await expect(alert).toContainText('Prise en compte');
    expect(await violationsAtRest(page)).toEqual([]);
  });
});
