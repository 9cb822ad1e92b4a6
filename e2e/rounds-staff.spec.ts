import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { apiAs, createActiveMissionWithDemoAgent, uniqueTitle } from './realtime-data.ts';
import { DEMO, login } from './support.ts';

// Guard tours, staff side: on the mission page, the checkpoints (their tags' links, the sheet of QR codes to print)
// and the tours made of them, with their schedule.

type Checkpoint = {
  id: string;
  name: string;
  kind: string;
  lat: number | null;
  lng: number | null;
  url: string;
};
type Tour = {
  name: string;
  checkpointIds: string[];
  order: string;
  times: string[] | null;
  windowMinutes: number;
};

/** A field of a dialog by its label, marked required (" *") or not. */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

test.describe('guard tours (staff)', () => {
  test('staff place checkpoints, make a tour with fixed times and print the QR codes; the panel is accessible', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page, DEMO.admin);
    const mission = await createActiveMissionWithDemoAgent(page, uniqueTitle('Rondes Palais-Royal'));
    await page.goto(`/admin/missions/${mission.id}`);

    const panel = page.getByRole('region', { name: 'Rondes', exact: true });
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByRole('tab', { name: 'Points de contrôle' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel.getByText('Aucun point de contrôle')).toBeVisible();

    // A checkpoint placed with a click on the mission's map, north-east of the mission place it opens on.
    await panel.getByRole('button', { name: 'Nouveau point de contrôle' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nouveau point de contrôle' });
    await expect(field(dialog, 'Nom')).toBeFocused();
    await field(dialog, 'Nom').fill('Hall d’accueil');
    await dialog.getByLabel('Consignes').fill('Vérifier que la porte vitrée est fermée');
    await expect(dialog.getByText('Sans position : le scan ne sera pas comparé au lieu.')).toBeVisible();
    const map = dialog.getByRole('region', { name: /cliquez pour placer le point de contrôle/ });
    const box = await map.boundingBox();
    if (!box) throw new Error('the checkpoint map has no size');
    await map.click({ position: { x: box.width / 2 + 60, y: box.height / 2 - 40 } });
    await expect(dialog.getByText(/^Position : 48\.86\d{3}, 2\.33\d{3}$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Créer' }).click();
    await expect(page.getByText('Point de contrôle créé')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // A second one, an NFC tag, without a position.
    await panel.getByRole('button', { name: 'Nouveau point de contrôle' }).click();
    dialog = page.getByRole('dialog', { name: 'Nouveau point de contrôle' });
    await field(dialog, 'Nom').fill('Parking niveau -2');
    await dialog.getByLabel('Type de tag').selectOption({ label: 'Tag NFC' });
    await dialog.getByRole('button', { name: 'Créer' }).click();
    await expect(dialog).toHaveCount(0);

    const list = panel.getByRole('list', { name: 'Points de contrôle de la mission' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const hall = list.getByRole('listitem').filter({ hasText: 'Hall d’accueil' });
    await expect(hall).toContainText('QR code');
    await expect(hall).toContainText('Positionné');
    await expect(hall).toContainText('Vérifier que la porte vitrée est fermée');
    const parking = list.getByRole('listitem').filter({ hasText: 'Parking niveau -2' });
    await expect(parking).toContainText('Sans position');

    const checkpoints = await apiAs<Checkpoint[]>(page, 'GET', `/missions/${mission.id}/checkpoints`);
    const [placed, unplaced] = checkpoints;
    expect(placed?.lat).toBeGreaterThan(48.8625);
    expect(placed?.lng).toBeGreaterThan(2.3364);
    expect(unplaced).toMatchObject({ name: 'Parking niveau -2', kind: 'NFC', lat: null, lng: null });
    await expect(hall.getByText(placed?.url ?? '')).toBeVisible();
    await expect(hall.getByRole('button', { name: 'Copier le lien de « Hall d’accueil »' })).toBeVisible();
    // Desktop Chromium has no Web NFC: the button says what it needs.
    const nfc = parking.getByRole('button', { name: 'Écrire le tag NFC de « Parking niveau -2 »' });
    await expect(nfc).toHaveAttribute('aria-disabled', 'true');
    await expect(nfc).toHaveAccessibleDescription('L’écriture NFC nécessite Chrome sur Android');

    // The sheet of QR codes.
    const pdfAnswer = page.waitForResponse((r) =>
      r.url().endsWith(`/missions/${mission.id}/checkpoints.pdf`),
    );
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Imprimer les QR codes' }).click();
    const pdf = await pdfAnswer;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync(await saved.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect(await seriousViolations(page)).toEqual([]);

    // A tour through both, parking first (moved up with the keyboard), at three fixed times.
    await panel.getByRole('tab', { name: 'Rondes', exact: true }).click();
    await expect(panel.getByText('Aucune ronde')).toBeVisible();
    await panel.getByRole('button', { name: 'Nouvelle ronde' }).click();
    dialog = page.getByRole('dialog', { name: 'Nouvelle ronde' });
    await field(dialog, 'Nom de la ronde').fill('Ronde de nuit');
    await dialog.getByRole('checkbox', { name: 'Hall d’accueil' }).check();
    await dialog.getByRole('checkbox', { name: 'Parking niveau -2' }).check();
    await dialog.getByRole('button', { name: 'Monter « Parking niveau -2 »' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('list', { name: 'Ordre de passage' })).toHaveText(
      /1\.\s*Parking niveau -2\s*2\.\s*Hall d’accueil/,
    );
    await expect(dialog.getByRole('button', { name: 'Descendre « Parking niveau -2 »' })).toBeFocused();
    await dialog.getByLabel('Heure 1', { exact: true }).fill('22:00');
    await dialog.getByRole('button', { name: 'Ajouter une heure' }).click();
    await expect(dialog.getByLabel('Heure 2', { exact: true })).toBeFocused();
    await page.keyboard.type('00:00');
    await dialog.getByRole('button', { name: 'Ajouter une heure' }).click();
    await dialog.getByLabel('Heure 3', { exact: true }).fill('02:00');
    await expect(field(dialog, 'Fenêtre pour commencer \\(min\\)')).toHaveValue('45');
    await dialog.getByRole('button', { name: 'Créer' }).click();
    await expect(page.getByText('Ronde créée')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const tour = panel.getByRole('list', { name: 'Rondes de la mission' }).getByRole('listitem').first();
    await expect(tour).toContainText('Ronde de nuit');
    await expect(tour).toContainText('Ordre imposé');
    await expect(tour).toContainText('22:00, 00:00, 02:00');
    await expect(tour).toContainText('Fenêtre : 45 min');
    await expect(tour).toContainText('2 points de contrôle');
    const tours = await apiAs<Tour[]>(page, 'GET', `/missions/${mission.id}/tours`);
    expect(tours).toMatchObject([
      {
        name: 'Ronde de nuit',
        order: 'STRICT',
        times: ['22:00', '00:00', '02:00'],
        windowMinutes: 45,
        checkpointIds: [unplaced?.id, placed?.id],
      },
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await panel.screenshot({ path: testInfo.outputPath('rounds-tours.png') });

    // The day's report opens on today, with its figures.
    await panel.getByRole('tab', { name: 'Rapport du jour' }).click();
    await expect(
      panel.getByText(/\d+ prévues? · \d+ faites? · \d+ incomplètes? · \d+ manquées?/),
    ).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Rapport de rondes (PDF)' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await panel.screenshot({ path: testInfo.outputPath('rounds-report.png') });
  });
});
