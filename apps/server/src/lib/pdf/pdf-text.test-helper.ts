import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { paragraph, sectionHeading, title } from './layout.ts';
import type { Pdf } from './pdf-document.ts';
import { drawTable } from './table.ts';

const run = promisify(execFile);

/** The text of a PDF as poppler's pdftotext reads it (layout kept, pages separated by form feeds). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('/usr/bin/pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A report of several pages for the tests: a title, then a table of `rounds` rows and a closing paragraph. */
export function writeRoundsReport(doc: Pdf, rounds: number, state: string): void {
  title(doc, 'Relevé des rondes', 'Généré pour le contrôle qualité');
  sectionHeading(doc, 'Rondes effectuées');
  drawTable(
    doc,
    [
      { header: 'Ronde', width: 0.3 },
      { header: 'Secteur', width: 0.4 },
      { header: 'État', width: 0.3 },
    ],
    Array.from({ length: rounds }, (_, i) => [`Ronde n°${i + 1}`, 'Façade côté cour', state]),
  );
  paragraph(doc, null, 'Aucune remarque');
}
