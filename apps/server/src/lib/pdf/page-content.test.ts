import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFonts, registerFonts, type Fonts } from './fonts.ts';
import { batchPageContent } from './page-content.ts';
import { addPageNumbers, numberPagesAsTheyOpen } from './page-numbers.ts';
import { pdfToBuffer, type Pdf } from './pdf-document.ts';
import { pdfText, writeRoundsReport } from './pdf-text.test-helper.ts';

const CREATED = new Date('2026-03-15T09:00:00Z');
let fonts: Fonts;
beforeAll(async () => {
  fonts = await loadFonts();
});

function report(streamed: boolean, batched: boolean): Promise<Buffer> {
  const doc: Pdf = new PDFDocument({
    size: 'A4',
    bufferPages: !streamed,
    font: '',
    info: { CreationDate: CREATED },
  });
  registerFonts(doc, fonts);
  if (batched) batchPageContent(doc);
  if (streamed) numberPagesAsTheyOpen(doc, 'Pointages');
  writeRoundsReport(doc, 150, 'Contrôlée');
  if (!streamed) addPageNumbers(doc, 'Pied de page');
  return pdfToBuffer(doc);
}

describe('page content written once per page', () => {
  it.each([
    ['kept until the end and numbered "Page n / N"', false],
    ['streamed page by page', true],
  ])('gives the same bytes as line by line for a document %s', async (_, streamed) => {
    const [expected, actual] = await Promise.all([report(streamed, false), report(streamed, true)]);
    expect(Buffer.compare(actual, expected)).toBe(0);
    const pages = (await pdfText(actual)).split('\f').filter((p) => p.trim());
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.at(-1)).toContain('Ronde n°150');
    expect(pages.at(-1)).toContain('Aucune remarque');
  });
});
