import { expect, test, type Page } from '@playwright/test';
import { createActiveMissionWithDemoAgent, signInByApi, uniqueTitle } from './realtime-data.ts';
import { DEMO, login } from './support.ts';

const chat = (page: Page) =>
  page
    .locator('section', { has: page.getByRole('heading', { name: 'Discussion de la mission', level: 2 }) })
    .last();
const messages = (page: Page) => page.getByRole('log', { name: 'Messages de la discussion' });
const composer = (page: Page) => page.getByRole('combobox', { name: 'Votre message' });

test.describe('mission chat', () => {
  test('two staff members chat live: typing is shown, a mention chosen from the list notifies the other', async ({
    browser,
  }) => {
    const admin = await browser.newPage();
    await login(admin, DEMO.admin);
    const { id } = await createActiveMissionWithDemoAgent(admin, uniqueTitle('Salon de la sécurité'));
    await admin.goto(`/admin/missions/${id}`);
    await expect(chat(admin).getByText('Aucun message pour le moment')).toBeVisible();

    const supervisor = await (await browser.newContext()).newPage();
    await login(supervisor, DEMO.supervisor);
    await supervisor.goto(`/admin/missions/${id}`);
    await expect(chat(supervisor).getByText('Temps réel connecté')).toBeAttached();
    await expect(chat(admin).getByText('Temps réel connecté')).toBeAttached();

    await composer(supervisor).pressSequentially('Point radio @Cla');
    await expect(admin.getByText('Olivier Garnier écrit…')).toBeVisible();
    await expect(supervisor.getByRole('option', { name: '@Claire Vasseur' })).toBeVisible();
    await composer(supervisor).press('Enter');
    await expect(composer(supervisor)).toHaveValue('Point radio @Claire Vasseur ');
    await composer(supervisor).pressSequentially('à 14 h au PC sécurité');
    await composer(supervisor).press('Enter');

    await expect(
      messages(supervisor).getByText('Point radio @Claire Vasseur à 14 h au PC sécurité'),
    ).toBeVisible();
    await expect(
      messages(admin).getByText('Point radio @Claire Vasseur à 14 h au PC sécurité'),
    ).toBeVisible();
    await expect(admin.getByText('Olivier Garnier vous a mentionné')).toBeVisible();
    await expect(admin.getByText('Olivier Garnier écrit…')).toHaveCount(0);
    // Nobody mentioned the supervisor: no toast on their side.
    await expect(supervisor.getByText(/vous a mentionné/)).toHaveCount(0);
  });

  test('the assigned agent mentions everyone and the admin gets the toast with the message', async ({
    page,
  }) => {
    await login(page, DEMO.admin);
    const { id } = await createActiveMissionWithDemoAgent(page, uniqueTitle('Escorte du convoi'));
    await page.goto(`/admin/missions/${id}`);
    // The chat says when it receives messages live: only then can a toast follow a message.
    await expect(chat(page).getByText('Temps réel connecté')).toBeAttached();

    const asAgent = await signInByApi(page.context().request, DEMO.agent);
    await asAgent('POST', `/chat/mission/${id}`, { content: '@Tout le monde arrivée au portail nord' });

    await expect(page.getByText('Lucas Bernard vous a mentionné')).toBeVisible();
    await expect(messages(page).getByText('arrivée au portail nord')).toBeVisible();
    await expect(messages(page).getByText('Lucas Bernard', { exact: true })).toBeVisible();
  });

  test('a mention reaches the guard on any page of the field area, not only on the mission', async ({
    browser,
  }) => {
    const staff = await browser.newPage();
    await login(staff, DEMO.admin);
    const { id } = await createActiveMissionWithDemoAgent(staff, uniqueTitle('Mention sur le terrain'));

    const guard = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await login(guard, DEMO.agent);
    await guard.getByRole('link', { name: 'Pointage' }).click();
    await expect(guard.getByRole('heading', { name: 'Pointage', level: 1 })).toBeVisible();

    const asAdmin = await signInByApi(staff.context().request, DEMO.admin);
    // The guard's /chat socket opens once the shell is shown: the message is sent again until it is heard.
    await expect(async () => {
      await asAdmin('POST', `/chat/mission/${id}`, { content: '@Lucas Bernard rappelez le PC sécurité' });
      await expect(guard.getByText('Claire Vasseur vous a mentionné')).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(guard.getByText('@Lucas Bernard rappelez le PC sécurité').first()).toBeVisible();
    await guard.context().close();
  });

  test('a blank message cannot be sent, and the history survives a reload', async ({ page }) => {
    await login(page, DEMO.admin);
    const { id } = await createActiveMissionWithDemoAgent(page, uniqueTitle('Concert au Zénith'));
    await page.goto(`/admin/missions/${id}`);
    await composer(page).fill('   ');
    await expect(chat(page).getByRole('button', { name: 'Envoyer' })).toBeDisabled();

    await composer(page).fill('Relève à 22 h');
    await composer(page).press('Enter');
    await expect(messages(page).getByText('Relève à 22 h')).toBeVisible();
    await page.reload();
    await expect(messages(page).getByText('Relève à 22 h')).toBeVisible();
    await expect(messages(page).getByText('Vous')).toBeVisible();
  });

  test('members are listed with call buttons that say who is online for calls', async ({ page }) => {
    await login(page, DEMO.admin);
    const { id } = await createActiveMissionWithDemoAgent(page, uniqueTitle('Gala caritatif'));
    await page.goto(`/admin/missions/${id}`);
    await chat(page)
      .getByRole('button', { name: /Membres/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Membres' });
    const call = dialog.getByRole('button', { name: 'Appel audio avec Lucas Bernard' });
    await expect(call).toHaveAccessibleDescription('Hors ligne');
    await expect(dialog.getByRole('button', { name: 'Appel vidéo avec Lucas Bernard' })).toBeEnabled();
  });
});
