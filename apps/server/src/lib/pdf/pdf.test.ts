import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './fonts.ts';
import { formatDateTime, formatHours } from './format.ts';
import { addPageNumbers } from './page-numbers.ts';
import { createPdf, pdfToBuffer } from './pdf-document.ts';
import { pdfText, writeRoundsReport } from './pdf-text.test-helper.ts';

describe('toWinAnsi', () => {
  it('keeps every French letter and sign the standard fonts can draw', () => {
    const french = 'é è ê à â ç ô û ù ï œ Œ É À Ç « » € ’ – — …';
    expect(toWinAnsi(french)).toBe(french);
  });

  it('composes decomposed accents and turns typographic spaces into plain ones', () => {
    expect(toWinAnsi('Re\u0301sume\u0301')).toBe('Résumé');
    expect(toWinAnsi('1\u202f234,50')).toBe('1 234,50');
  });

  it('keeps plain Latin-1 text as it is, and still makes tabs and carriage returns plain', () => {
    expect(toWinAnsi('Prénom Noël, 15/03/2026 à 14:30\nSecteur n°5 ±2 m')).toBe(
      'Prénom Noël, 15/03/2026 à 14:30\nSecteur n°5 ±2 m',
    );
    expect(toWinAnsi('Zone\t1\r\nSecteur 2\rFin')).toBe('Zone 1\nSecteur 2\nFin');
  });

  it('writes what the fonts cannot draw as "?" or an ASCII stand-in', () => {
    expect(toWinAnsi('A → B ≥ 3 😀 日本')).toBe('A -> B >= 3 ? ??');
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
    expect(text).toContain('Contrôlé ?');
    expect(text).toContain('Aucune remarque');
  });
});
