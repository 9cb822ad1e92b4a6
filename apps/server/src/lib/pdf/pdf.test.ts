import { beforeAll, describe, expect, it } from 'vitest';
import { loadFonts, toPrintable } from './fonts.ts';
import { formatDateTime, formatHours } from './format.ts';
import { addPageNumbers } from './page-numbers.ts';
import { createPdf, pdfToBuffer } from './pdf-document.ts';
import { pdfText, writeRoundsReport } from './pdf-text.test-helper.ts';
import { drawTable } from './table.ts';

describe('toPrintable', () => {
  beforeAll(() => loadFonts());

  it('keeps every French letter and sign, and the letters of other European names', () => {
    const french = 'é è ê à â ç ô û ù ï œ Œ É À Ç « » € ’ – — … → ≥';
    expect(toPrintable(french)).toBe(french);
    expect(toPrintable('Łódź Ștefan Çağrı Ђорђе Øystein')).toBe('Łódź Ștefan Çağrı Ђорђе Øystein');
  });

  it('composes decomposed accents and turns typographic spaces into plain ones', () => {
    expect(toPrintable('Re\u0301sume\u0301')).toBe('Résumé');
    expect(toPrintable('1\u202f234,50')).toBe('1 234,50');
  });

  it('keeps plain Latin-1 text as it is, and still makes tabs and carriage returns plain', () => {
    expect(toPrintable('Prénom Noël, 15/03/2026 à 14:30\nSecteur n°5 ±2 m')).toBe(
      'Prénom Noël, 15/03/2026 à 14:30\nSecteur n°5 ±2 m',
    );
    expect(toPrintable('Zone\t1\r\nSecteur 2\rFin')).toBe('Zone 1\nSecteur 2\nFin');
  });

  it('writes what the fonts cannot draw as "?" and leaves control characters out', () => {
    expect(toPrintable('A → B 🦄 日本')).toBe('A → B ? ??');
    expect(toPrintable('Zone\u0007 1\u0000')).toBe('Zone 1');
  });
});

describe('Embedded Unicode fonts', () => {
  it('prints names outside WinAnsi as written, read back by pdftotext', async () => {
    const doc = await createPdf('Łódź');
    writeRoundsReport(doc, 2, 'Łódź Ștefan Çağrı');
    const pdf = await pdfToBuffer(doc);
    expect(await pdfText(pdf)).toContain('Łódź Ștefan Çağrı');
    // Embedded as a subset (a 6-letter tag before the name), and no standard Helvetica left in the file.
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSansCondensed/);
    expect(pdf.toString('latin1')).not.toContain('Helvetica');
  });

  it('keeps the text of a letter that an earlier document drew only inside an accented one', async () => {
    const first = await createPdf('Avant');
    writeRoundsReport(first, 1, 'Ǳ Ǆ Ḉ');
    await pdfToBuffer(first);
    const second = await createPdf('Après');
    writeRoundsReport(second, 1, 'DZ DŽ Contrôle');
    expect(await pdfText(await pdfToBuffer(second))).toContain('DZ DŽ Contrôle');
  });
});

describe('French formats', () => {
  it('shows dates in Paris time and hours with a decimal comma', () => {
    expect(formatDateTime(new Date('2026-07-14T20:30:00Z'))).toBe('14/07/2026 22:30');
    expect(formatDateTime(new Date('2026-01-10T08:00:00Z'))).toBe('10/01/2026 09:00');
    expect(formatDateTime(null)).toBe('—');
    expect(formatHours(7.5)).toBe('7,50 h');
  });
});

describe('PDF helpers', () => {
  it('numbers every page "Page n / N" and repeats the table header on each page', async () => {
    const doc = await createPdf('Essai');
    writeRoundsReport(doc, 120, 'Contrôlé ✓');
    addPageNumbers(doc, 'Pied de page élégant');
    const text = await pdfText(await pdfToBuffer(doc));
    const pages = text.split('\f').filter((p) => p.trim());
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} / ${pages.length}`);
      expect(page).toContain('Pied de page élégant');
      expect(page).toMatch(/Ronde\s+Secteur\s+État/);
    });
    expect(text).toContain('Relevé des rondes');
    expect(text).toContain('Ronde n°120');
    expect(text).toContain('Contrôlé ✓');
    expect(text).toContain('Aucune remarque');
  });

  it('widens a column too narrow for a word of its header, so that headers wrap between words only', async () => {
    const doc = await createPdf('Colonnes');
    drawTable(
      doc,
      [
        { header: 'Surveillance', width: 0.46 },
        { header: 'H. Normales', width: 0.04 },
        { header: 'Remarques', width: 0.5 },
      ],
      [['Façade', '7,50', 'RAS']],
    );
    const words = (await pdfText(await pdfToBuffer(doc))).split(/\s+/);
    expect(words).toContain('Normales');
    expect(words).toContain('Surveillance');
    expect(words).toContain('Remarques');
  });
});
