import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PHOTO } from './photo-data.ts';
import { createActiveMissionWithDemoAgent, signInByApi, uniqueTitle } from './realtime-data.ts';
import { seriousViolations } from './axe.ts';
import { DEMO, login } from './support.ts';

// A guard's incident report from the phone, with photos taken on the spot and the guard's position, followed by
// staff: live in the list, assigned, annotated, resolved, and handed to the client as a PDF with its photos.

type IncidentDetail = {
  id: string;
  title: string;
  status: string;
  resolution: string | null;
  lat: number | null;
  lng: number | null;
  photos: { id: string }[];
  timeline: { kind: string; text: string | null }[];
};

const PLACE = { latitude: 48.86262, longitude: 2.33651, accuracy: 12 };

test.describe('incident reports', () => {
  test('a guard reports with a photo; staff see it live, follow it up and print the report', async ({
    browser,
  }) => {
    test.slow();
    const admin = await signInByApi((await browser.newContext()).request, DEMO.admin);
    const mission = await createActiveMissionWithDemoAgent(admin, uniqueTitle('Galerie marchande'));

    // Staff keep the incidents list open.
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const staff = await staffContext.newPage();
    await login(staff, DEMO.admin);
    await staff.goto('/admin/incidents');
    await expect(staff.getByRole('heading', { name: 'Incidents', level: 1 })).toBeVisible();

    // The guard, on the phone, with location allowed.
    const fieldContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      permissions: ['geolocation'],
      geolocation: PLACE,
    });
    const guard = await fieldContext.newPage();
    await login(guard, DEMO.agent);
    await guard.goto(`/agent/missions/${mission.id}`);
    await guard.getByRole('button', { name: 'Signaler Incident' }).click();
    const form = guard.getByRole('dialog', { name: 'Signaler un incident' });
    const title = uniqueTitle('Vitrine brisée');
    await form.getByLabel('Type').selectOption({ label: 'Intrusion' });
    await form.getByLabel('Gravité').selectOption('4');
    await form.getByLabel('Titre').fill(title);
    await form.getByLabel('Description').fill('Vitrine de la boutique 12 brisée, personne sur place.');
    await expect(form.getByLabel("Heure de l'événement")).not.toHaveValue('');
    await form.getByLabel('Ajouter une photo').setInputFiles(PHOTO);
    await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await form.getByLabel('Ajouter une photo').setInputFiles({ ...PHOTO, name: 'photo-2.png' });
    await expect(form.getByRole('img', { name: 'Photo 2' })).toBeVisible();
    await form.getByRole('button', { name: 'Retirer la photo 2' }).click();
    await expect(form.getByRole('img', { name: 'Photo 2' })).toHaveCount(0);
    await form.getByText('Ajouter une photo').scrollIntoViewIfNeeded();
    await guard.screenshot({ path: '/tmp/shots/incident-field-form.png' });
    await form.getByRole('button', { name: 'Signaler', exact: true }).click();
    await expect(guard.getByText('Incident signalé avec succès !')).toBeVisible();
    await expect(form).toHaveCount(0);

    // It reaches the open list without a reload.
    const card = staff.getByRole('article').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: `Photo 1 de l’incident « ${title} »` })).toBeVisible();
    await card.getByRole('link', { name: title, exact: true }).click();
    await expect(staff).toHaveURL(/\/admin\/incidents\/[\w-]+$/);
    await expect(staff.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(staff.getByText(`Mission`, { exact: true })).toBeVisible();
    await expect(staff.getByText('1 place du Palais-Royal, 75001 Paris')).toBeVisible();
    await expect(staff.getByText(/Position du signalement : 48\.8626\d, 2\.3365\d/)).toBeVisible();
    await expect(staff.getByText(/^Signalé par \S+/)).toBeVisible();
    const photo = staff.getByRole('img', { name: `Photo 1 de l’incident « ${title} »` });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

    const timeline = staff.getByRole('list', { name: 'Chronologie' });
    await expect(timeline.getByRole('listitem')).toHaveCount(1);
    await expect(timeline).toContainText('Incident signalé');

    // Given to a supervisor, annotated.
    await staff.getByLabel('Responsable').selectOption({ label: 'Olivier Garnier' });
    await expect(staff.getByText('Responsable mis à jour')).toBeVisible();
    await expect(timeline).toContainText('Responsable : Olivier Garnier');
    const note = 'Appel au gérant de la boutique : vitrier prévu demain 8 h.';
    await staff.getByRole('textbox', { name: 'Note', exact: true }).fill(note);
    await staff.getByRole('button', { name: 'Ajouter une note' }).click();
    await expect(staff.getByText('Note ajoutée')).toBeVisible();
    await expect(timeline).toContainText(note);
    await expect(staff.getByRole('textbox', { name: 'Note', exact: true })).toHaveValue('');

    // In progress, then resolved with the resolution it needs.
    await staff.getByRole('button', { name: 'Passer à « En cours »' }).click();
    await expect(timeline).toContainText('Statut : En cours');
    await staff.getByRole('button', { name: 'Passer à « Résolu »' }).click();
    const resolve = staff.getByRole('form', { name: 'Passer à « Résolu »' });
    await resolve.getByRole('button', { name: 'Passer à « Résolu »' }).click();
    await expect(resolve).toContainText("Une note de résolution est requise pour passer l'incident à Résolu");
    const resolution = 'Vitrine sécurisée par un panneau, plainte déposée par le gérant.';
    await resolve.getByLabel('Résolution').fill(resolution);
    await resolve.getByRole('button', { name: 'Passer à « Résolu »' }).click();
    // The toast of « En cours » may still be on screen: the latest one is this step's.
    await expect(staff.getByText("Statut de l'incident mis à jour").last()).toBeVisible();
    await expect(timeline).toContainText('Statut : Résolu');
    await expect(timeline).toContainText(resolution);
    await expect(staff.getByRole('button', { name: 'Passer à « Clôturé »' })).toBeVisible();

    expect(await seriousViolations(staff)).toEqual([]);
    await staff.screenshot({ path: '/tmp/shots/incident-detail.png', fullPage: true });

    // The server holds one incident, with its photo and position.
    const id = staff.url().split('/').at(-1) ?? '';
    const detail = await admin<IncidentDetail>('GET', `/incidents/${id}`);
    expect(detail).toMatchObject({ title, status: 'RESOLVED', resolution });
    expect(detail.photos).toHaveLength(1);
    expect(detail.lat).toBeCloseTo(PLACE.latitude, 4);
    expect(detail.lng).toBeCloseTo(PLACE.longitude, 4);

    // The report for the client: its title, and the photo drawn in it.
    const download = staff.waitForEvent('download');
    await staff.getByRole('button', { name: 'Rapport PDF' }).click();
    const dir = mkdtempSync(path.join(tmpdir(), 'incident-pdf-'));
    try {
      const file = path.join(dir, 'rapport.pdf');
      await (await download).saveAs(file);
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text.replace(/\s+/g, ' ')).toContain(title);
      const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
        .split('\n')
        .slice(2)
        .filter((line) => line.trim() !== '');
      expect(images.length).toBeGreaterThanOrEqual(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await fieldContext.close();
    await staffContext.close();
  });

  test('a report with a photo made without network is sent once, photo first, when the network returns', async ({
    browser,
  }) => {
    test.slow();
    const admin = await signInByApi((await browser.newContext()).request, DEMO.admin);
    const mission = await createActiveMissionWithDemoAgent(admin, uniqueTitle('Parking sous-sol'));
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await login(page, DEMO.agent);
    await page.goto(`/agent/missions/${mission.id}`);
    const header = page.getByRole('banner').getByRole('status');
    await expect(page.getByRole('button', { name: 'Signaler Incident' })).toBeVisible();
    // A phone with the app loaded: the header's offline line comes once the first screen is shown.
    await expect(header).toBeAttached();

    await context.setOffline(true);
    await expect(header).toHaveText('Hors ligne');
    await page.getByRole('button', { name: 'Signaler Incident' }).click();
    const form = page.getByRole('dialog', { name: 'Signaler un incident' });
    const title = uniqueTitle('Fuite d’eau niveau -3');
    await form.getByLabel('Titre').fill(title);
    await form.getByLabel('Description').fill('Canalisation percée au-dessus des places 310 à 314.');
    await form.getByLabel('Ajouter une photo').setInputFiles(PHOTO);
    await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await form.getByRole('button', { name: 'Signaler', exact: true }).click();
    await expect(page.getByText('Hors ligne : le signalement sera envoyé au retour du réseau')).toBeVisible();
    await expect(header).toHaveText('Hors ligne — 1 élément en attente');

    await context.setOffline(false);
    await expect(header).toHaveText('Synchronisé');
    const reported = await admin<{ id: string; title: string; photos: { id: string }[] }[]>(
      'GET',
      `/incidents?missionId=${mission.id}`,
    );
    const mine = reported.filter((incident) => incident.title === title);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.photos).toHaveLength(1);
    await context.close();
  });

  test("a report made offline before the header's offline line came is kept, and sent when the network returns", async ({
    browser,
  }) => {
    const admin = await signInByApi((await browser.newContext()).request, DEMO.admin);
    const mission = await createActiveMissionWithDemoAgent(admin, uniqueTitle('Quai de livraison'));
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // The offline line and its sender are lost on the way: the network went as the page came.
    await context.route('**/assets/offline-status-*.js', (route) => route.abort('internetdisconnected'));
    await login(page, DEMO.agent);
    await page.goto(`/agent/missions/${mission.id}`);
    await expect(page.getByRole('button', { name: 'Signaler Incident' })).toBeVisible();
    await context.setOffline(true);
    await context.unroute('**/assets/offline-status-*.js');
    const header = page.getByRole('banner').getByRole('status');
    await expect(header).toHaveCount(0);

    await page.getByRole('button', { name: 'Signaler Incident' }).click();
    const form = page.getByRole('dialog', { name: 'Signaler un incident' });
    const title = uniqueTitle('Porte de quai forcée');
    await form.getByLabel('Titre').fill(title);
    await form.getByLabel('Description').fill('Serrure arrachée sur la porte 4.');
    await form.getByRole('button', { name: 'Signaler', exact: true }).click();
    await expect(page.getByText('Hors ligne : le signalement sera envoyé au retour du réseau')).toBeVisible();

    await context.setOffline(false);
    await expect(header).toHaveText('Synchronisé', { timeout: 15_000 });
    const reported = await admin<{ title: string }[]>('GET', `/incidents?missionId=${mission.id}`);
    expect(reported.filter((incident) => incident.title === title)).toHaveLength(1);
    await context.close();
  });
});
