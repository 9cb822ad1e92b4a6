import { expect, test, type Locator } from '@playwright/test';
import { PHOTO } from './photo-data.ts';
import { apiAs, createActiveMissionWithDemoAgent, signInByApi, uniqueTitle } from './realtime-data.ts';
import { seriousViolations } from './axe.ts';
import { DEMO, login } from './support.ts';

// The main courante: the dated log of a mission's post, written by guards (with or without network) and staff,
// with their photos, never changed afterwards (a correction is a new entry under the one it corrects), and followed
// live by staff.

type Entry = {
  id: string;
  type: string;
  text: string;
  occurredAt: string;
  writtenAt: string;
  recordedAt: string;
  correctsId: string | null;
  author: { name: string } | null;
  missionTitle: string;
  photos: { id: string }[];
};

/** The entries of the list by their text (the entry's own item, with its corrections). */
const thread = (list: Locator, text: string) => list.locator(':scope > li', { hasText: text });

test.describe('main courante', () => {
  test('a guard writes an entry with a photo without network, and both reach the server once, dated when it was written', async ({
    browser,
  }) => {
    test.slow();
    const admin = await signInByApi((await browser.newContext()).request, DEMO.admin);
    const mission = await createActiveMissionWithDemoAgent(admin, uniqueTitle('Poste accueil Bercy'));
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await login(page, DEMO.agent);
    await page.goto(`/agent/missions/${mission.id}`);
    const logbook = page.locator('section', { has: page.getByRole('heading', { name: 'Main courante' }) });
    await expect(logbook.getByText('Aucune entrée dans la main courante.')).toBeVisible();
    const header = page.getByRole('banner').getByRole('status');
    // A phone with the app loaded: the header's offline line comes once the first screen is shown.
    await expect(header).toBeAttached();

    await context.setOffline(true);
    await expect(header).toHaveText('Hors ligne');
    const text = uniqueTitle('Ronde du parking -2 : porte coupe-feu calée, refermée');
    const form = logbook.getByRole('form', { name: 'Nouvelle entrée' });
    await form.getByLabel('Type').selectOption({ label: 'Passage / Ronde' });
    await form.getByLabel('Texte').fill(text);
    await expect(form.getByText('Au plus 5 photos par entrée')).toBeVisible();
    await form.getByLabel('Ajouter une photo').setInputFiles(PHOTO);
    await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    const pressedAt = Date.now();
    await form.getByRole('button', { name: 'Inscrire' }).click();
    await expect(page.getByText('Entrée enregistrée : elle sera envoyée au retour du réseau')).toBeVisible();
    const pending = logbook.getByRole('list', { name: "En attente d'envoi" });
    await expect(pending).toContainText(text);
    await expect(pending).toContainText('Photos jointes : 1');
    await expect(form.getByLabel('Texte')).toHaveValue('');
    await expect(form.getByRole('img')).toHaveCount(0);
    await expect(header).toHaveText('Hors ligne — 1 élément en attente');

    // It reaches the server a few seconds after it was written.
    await page.waitForTimeout(2500);
    const madeBy = Date.now() - 2000;
    await context.setOffline(false);
    await expect(header).toHaveText('Synchronisé');
    await expect(logbook.getByRole('list', { name: "En attente d'envoi" })).toHaveCount(0);
    const written = thread(logbook.getByRole('list', { name: 'Main courante' }), text);
    await expect(written).toBeVisible();
    // The photo went first and the entry names it: its thumbnail, the photo as taken (made smaller only past 1,600 px).
    const thumbnail = written.getByRole('img', { name: /^Passage \/ Ronde .*\(1\)$/ });
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

    const entries = await admin<Entry[]>('GET', `/missions/${mission.id}/logbook`);
    const mine = entries.filter((entry) => entry.text === text);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.type).toBe('PATROL');
    expect(mine[0]?.photos).toHaveLength(1);
    expect(Date.parse(mine[0]!.writtenAt)).toBeGreaterThanOrEqual(pressedAt - 1000);
    expect(Date.parse(mine[0]!.writtenAt)).toBeLessThanOrEqual(madeBy);
    expect(Date.parse(mine[0]!.occurredAt)).toBe(Date.parse(mine[0]!.writtenAt));
    expect(Date.parse(mine[0]!.recordedAt)).toBeGreaterThan(madeBy);
    await context.close();
  });

  test('staff write an entry with a photo on the mission page and correct it: the correction shows under it', async ({
    page,
  }) => {
    await login(page, DEMO.admin);
    const mission = await createActiveMissionWithDemoAgent(page, uniqueTitle('Salon porte de Versailles'));
    await page.goto(`/admin/missions/${mission.id}`);
    const panel = page.getByRole('region', { name: 'Main courante' });
    await expect(panel.getByText('Aucune entrée dans la main courante.')).toBeVisible();

    const text = uniqueTitle('Consigne : accès quai B fermé à 22 h');
    const form = panel.getByRole('form', { name: 'Nouvelle entrée' });
    await form.getByLabel('Type').selectOption({ label: 'Consigne' });
    await form.getByLabel('Texte').fill(text);
    await form.getByLabel('Ajouter une photo').setInputFiles(PHOTO);
    await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await form.getByRole('button', { name: 'Inscrire' }).click();
    await expect(page.getByText('Entrée inscrite à la main courante')).toBeVisible();
    const list = panel.getByRole('list', { name: 'Main courante' });
    const entry = thread(list, text);
    await expect(entry).toContainText('Consigne');
    await expect(entry).toContainText('Claire Vasseur');
    await expect(entry.getByRole('img', { name: /^Consigne .*\(1\)$/ })).toBeVisible();
    await expect(form.getByRole('img')).toHaveCount(0);

    await entry.getByRole('button', { name: 'Rectifier' }).click();
    await expect(form).toContainText(/Rectificatif de l’entrée de \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/);
    await expect(form.getByLabel('Texte')).toBeFocused();
    const correction = uniqueTitle('Erreur : il s’agit du quai C');
    await form.getByLabel('Texte').fill(correction);
    await form.getByRole('button', { name: 'Inscrire' }).click();
    // Under the entry (beside the list of its photos), the list of its corrections.
    const corrections = entry.locator(':scope > ol').getByRole('listitem');
    await expect(corrections).toContainText(correction);
    await expect(corrections).toContainText('Rectificatif');
    await expect(form).not.toContainText('Rectificatif de l’entrée');

    const entries = await apiAs<Entry[]>(page, 'GET', `/missions/${mission.id}/logbook`);
    const original = entries.find((e) => e.text === text);
    expect(original?.photos).toHaveLength(1);
    expect(entries.find((e) => e.text === correction)?.correctsId).toBe(original?.id);
  });

  test('the company-wide main courante shows an entry written elsewhere as it is written, and is accessible', async ({
    page,
    browser,
  }) => {
    const title = uniqueTitle('Gardiennage entrepôt Gennevilliers');
    const admin = await signInByApi((await browser.newContext()).request, DEMO.admin);
    const mission = await createActiveMissionWithDemoAgent(admin, title);
    await login(page, DEMO.admin);
    await page.getByRole('navigation').getByRole('link', { name: 'Main courante', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/main-courante$/);
    await expect(
      page.getByRole('heading', { name: 'Main courante — toutes les missions', level: 1 }),
    ).toBeVisible();
    await page.getByLabel('Mission').selectOption({ label: title });
    await expect(page.getByText('Aucune entrée dans la main courante.')).toBeVisible();

    // The guard writes from their phone while the page is open.
    const agent = await signInByApi((await browser.newContext()).request, DEMO.agent);
    const text = uniqueTitle('Livraison Geodis, 12 palettes, quai 3');
    await agent('POST', `/missions/${mission.id}/logbook`, { type: 'DELIVERY', text });
    const list = page.getByRole('list', { name: 'Main courante' });
    const entry = thread(list, text);
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('Livraison');
    await expect(entry).toContainText(title);

    // Another type leaves it out.
    await page.getByLabel('Type').selectOption({ label: 'Relève' });
    await expect(page.getByText('Aucune entrée dans la main courante.')).toBeVisible();
    await page.getByLabel('Type').selectOption({ label: 'Tous les types' });
    await expect(entry).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
