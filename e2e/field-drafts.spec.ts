import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniqueTitle } from './realtime-data.ts';
import { DEMO, login, signOut } from './support.ts';

const DELEGATION = 'Protection rapprochée — délégation au Marois';

/** The demo agent (Lucas Bernard) on a phone, on the page of a mission opened from Mes Missions. */
async function onMission(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await login(page, DEMO.agent);
  await openMission(page);
  return page;
}

async function openMission(page: Page): Promise<void> {
  await page.getByRole('link', { name: new RegExp(DELEGATION) }).click();
  await expect(page.getByRole('heading', { name: DELEGATION, level: 1 })).toBeVisible();
}

const incidentForm = (page: Page) => page.getByRole('dialog', { name: 'Signaler un incident' });
const abandonQuestion = (page: Page) => page.getByRole('dialog', { name: 'Abandonner ce signalement ?' });
const composer = (page: Page) => page.getByRole('combobox', { name: 'Votre message' });

test.describe('drafts in the field area', () => {
  test('Back with an incident typed asks first; the draft is kept until abandoned', async ({ browser }) => {
    const page = await onMission(browser);
    const missionUrl = page.url();
    const title = uniqueTitle('Colis suspect');
    await page.getByRole('button', { name: 'Signaler Incident' }).click();
    await incidentForm(page).getByLabel('Titre').fill(title);
    await incidentForm(page).getByLabel('Description').fill('Sac abandonné près de l’entrée Castiglione.');

    // The phone's Back button: the question, and "Continuer la saisie" leaves everything as it was.
    await page.goBack();
    await expect(abandonQuestion(page)).toBeVisible();
    await abandonQuestion(page).getByRole('button', { name: 'Continuer la saisie' }).click();
    await expect(abandonQuestion(page)).toHaveCount(0);
    expect(page.url()).toBe(missionUrl);
    await expect(incidentForm(page).getByLabel('Titre')).toHaveValue(title);

    // Leaving the app (the page is reloaded, or closed) is asked by the browser, and keeps the draft.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.type();
      void dialog.accept();
    });
    await page.goto('/agent');
    expect(asked).toBe('beforeunload');
    await openMission(page);
    await page.getByRole('button', { name: 'Signaler Incident' }).click();
    await expect(incidentForm(page)).toContainText('Brouillon restauré');
    await expect(incidentForm(page).getByLabel('Titre')).toHaveValue(title);
    await expect(incidentForm(page).getByLabel('Description')).toHaveValue(
      'Sac abandonné près de l’entrée Castiglione.',
    );

    // Closing the form asks too; abandoning it discards the draft.
    await incidentForm(page).getByRole('button', { name: 'Annuler' }).click();
    await abandonQuestion(page).getByRole('button', { name: 'Abandonner' }).click();
    await expect(incidentForm(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Signaler Incident' }).click();
    await expect(incidentForm(page).getByLabel('Titre')).toHaveValue('');
    await expect(incidentForm(page)).not.toContainText('Brouillon restauré');
    // An empty form closes without a question, and Back then leaves the page.
    await incidentForm(page).getByRole('button', { name: 'Annuler' }).click();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Mes Missions', level: 1 })).toBeVisible();
    await page.context().close();
  });

  test('an unsent chat message is there again on return, until it is sent', async ({ browser }) => {
    const page = await onMission(browser);
    const message = uniqueTitle('Relève à 22 h ?');
    await composer(page).fill(message);
    await page.getByRole('link', { name: 'Retour à mes missions' }).click();
    await openMission(page);
    await expect(composer(page)).toHaveValue(message);
    await expect(page.getByText('Brouillon restauré')).toBeVisible();

    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(composer(page)).toHaveValue('');
    await expect(page.getByText('Brouillon restauré')).toHaveCount(0);

    // A draft left behind goes with the account when it signs out.
    await composer(page).fill('Brouillon personnel');
    await page.getByRole('link', { name: 'Retour à mes missions' }).click();
    const drafts = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('secops.draft')));
    // Kept as the page is left (the click returns before the mission page has gone).
    await expect.poll(drafts).toHaveLength(1);
    await signOut(page);
    expect(await drafts()).toEqual([]);
    await page.context().close();
  });
});
