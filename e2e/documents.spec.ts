import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createActiveMissionWithDemoAgent, uniqueTitle } from './realtime-data.ts';
import { DEMO, login } from './support.ts';

/** A small but real PDF: the server recognises files by their content. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const documents = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Documents', level: 2 }) }).last();

test.describe('mission documents', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, DEMO.admin);
  });

  test('uploads a PDF with a description, lists it, downloads it under its name, then deletes it', async ({
    page,
  }) => {
    const { id } = await createActiveMissionWithDemoAgent(page, uniqueTitle('Plan de sûreté'));
    await page.goto(`/admin/missions/${id}`);
    const panel = documents(page);
    await expect(panel.getByText('Aucun document')).toBeVisible();

    await panel
      .getByLabel('Fichier')
      .setInputFiles({ name: 'plan-acces.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(panel.getByText('plan-acces.pdf')).toBeVisible();
    await panel.getByLabel('Description (facultative)').fill("Plan d'accès des équipes");
    await panel.getByRole('button', { name: 'Uploader' }).click();
    await expect(page.getByText('Document uploadé avec succès')).toBeVisible();

    const row = panel.getByRole('listitem').filter({ hasText: 'plan-acces.pdf' });
    await expect(row).toContainText("Plan d'accès des équipes");
    await expect(row).toContainText(`PDF · ${PDF.length} B`);
    await expect(row).toContainText('par Claire Vasseur');
    await expect(row.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/);

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Télécharger plan-acces.pdf' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('plan-acces.pdf');
    expect(await readFile(await file.path())).toEqual(PDF);

    await row.getByRole('button', { name: 'Supprimer plan-acces.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer le document' });
    await expect(dialog.getByText('Supprimer ?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(page.getByText('Document supprimé')).toBeVisible();
    await expect(panel.getByText('Aucun document')).toBeVisible();
  });

  test('refuses a file type the mission does not keep, before sending it', async ({ page }) => {
    const { id } = await createActiveMissionWithDemoAgent(page, uniqueTitle('Audit du site'));
    await page.goto(`/admin/missions/${id}`);
    const panel = documents(page);
    await panel
      .getByLabel('Fichier')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('consignes') });
    await expect(
      panel.getByText(
        'Type de fichier non autorisé : images, vidéos, PDF, Word (doc, docx) ou Excel (xls, xlsx)',
      ),
    ).toBeVisible();
    await panel.getByRole('button', { name: 'Uploader' }).click();
    await expect(page.getByText('Document uploadé avec succès')).toHaveCount(0);
    await expect(panel.getByText('Aucun document')).toBeVisible();
  });
});
