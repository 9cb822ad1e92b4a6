import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { FONT, loadFonts, registerFonts, type Fonts } from './fonts.ts';
import { pdfToBuffer, type Pdf } from './pdf-document.ts';
import { drawTable } from './table.ts';
import { MEMO_LIMIT, memoizeTextMetrics } from './text-metrics.ts';

const CREATED = new Date('2026-03-15T09:00:00Z');
let fonts: Fonts;
beforeAll(async () => {
  fonts = await loadFonts();
});
const plainPdf = (): Pdf => {
  const doc = new PDFDocument({ size: 'A4', bufferPages: true, font: '', info: { CreationDate: CREATED } });
  registerFonts(doc, fonts);
  return doc;
};
const memoizedPdf = (): Pdf => {
  const doc = plainPdf();
  memoizeTextMetrics(doc);
  return doc;
};

// Pairs the font kerns (AV, Te, Wo, Yo, L’), accents, and what a table cell holds.
const SAMPLES = [
  'AVATAR',
  'Tâche terminée',
  'Wolfgang Yorke',
  'L’équipe « Wagon »',
  'Prénom1 Nom0001',
  ' ',
  '',
];

function sample(doc: Pdf): void {
  doc.font(FONT.bold).fontSize(18).text('Rapport AVANT-VENTE « Tâche »');
  const rows = Array.from({ length: 90 }, (_, i) => [
    `Wolfgang Yorke n°${i}`,
    `${String(i % 28).padStart(2, '0')}/07/2026 22:30`,
    'Incident : individu refoulé à l’entrée du parking Vauban, côté Avenue',
  ]);
  drawTable(
    doc,
    [
      { header: 'Agent', width: 0.3 },
      { header: 'Début', width: 0.25 },
      { header: 'Titre', width: 0.45 },
    ],
    rows,
  );
  doc.font(FONT.italic).fontSize(10).text('Aucune remarque');
}

describe('text metrics memo', () => {
  it('measures every string as pdfkit does, in each font and size, the first time and the next ones', () => {
    const plain = plainPdf();
    const memoized = memoizedPdf();
    for (const font of Object.values(FONT)) {
      for (const size of [8, 9, 10, 12, 18]) {
        for (const text of [...SAMPLES, ...SAMPLES]) {
          const expected = plain.font(font).fontSize(size).widthOfString(text);
          expect(memoized.font(font).fontSize(size).widthOfString(text)).toBe(expected);
        }
      }
    }
    expect(memoized.font(FONT.regular).fontSize(10).widthOfString('AV')).toBeLessThan(
      memoized.widthOfString('A') + memoized.widthOfString('V'),
    );
  });

  it(`still measures right once more than ${MEMO_LIMIT} strings have been seen`, () => {
    const plain = plainPdf().font(FONT.regular).fontSize(9);
    const memoized = memoizedPdf().font(FONT.regular).fontSize(9);
    for (let i = 0; i < MEMO_LIMIT + 10; i += 1) memoized.widthOfString(`Ligne ${i}`);
    for (const text of ['Ligne 1', `Ligne ${MEMO_LIMIT + 5}`, 'AVATAR']) {
      expect(memoized.widthOfString(text)).toBe(plain.widthOfString(text));
    }
  });

  it('writes a document byte for byte as pdfkit alone does: same glyphs, kerning and line breaks', async () => {
    const plain = plainPdf();
    for (const font of Object.values(FONT)) plain.font(font);
    const memoized = memoizedPdf();
    sample(plain);
    sample(memoized);
    expect(memoized.bufferedPageRange().count).toBeGreaterThan(2);
    const [expected, actual] = await Promise.all([pdfToBuffer(plain), pdfToBuffer(memoized)]);
    expect(Buffer.compare(actual, expected)).toBe(0);
  });
});
