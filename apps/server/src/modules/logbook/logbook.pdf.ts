import { LOGBOOK_TYPE_LABELS } from '@secops/domain/logbook';
import { FONT, toPrintable } from '../../lib/pdf/fonts.ts';
import { formatDateTime, formatLongDateTime } from '../../lib/pdf/format.ts';
import { paragraph, title } from '../../lib/pdf/layout.ts';
import { addPageNumbers } from '../../lib/pdf/page-numbers.ts';
import { contentWidth, createPdf, ensureSpace, pdfToBuffer, type Pdf } from '../../lib/pdf/pdf-document.ts';
import type { LogbookRowWithLinks } from './logbook.repository.ts';

export const LOGBOOK_PDF_TEXT = {
  title: 'Main courante',
  period: 'Période du',
  periodTo: 'au',
  generatedAt: 'Éditée le',
  empty: 'Aucune entrée sur la période.',
  automatic: 'automatique',
  correction: 'Rectificatif de l’entrée de',
  writtenAt: 'inscrite le',
  photoNotPrintable: 'Photo jointe (format non imprimable ici)',
  truncated:
    'Seules les dernières entrées de la période sont imprimées : réduisez la période pour les plus anciennes.',
  footer: 'Main courante — document non modifiable',
} as const;
const T = LOGBOOK_PDF_TEXT;

/** The photos printed with their entries (pdfkit draws JPEG and PNG). */
export type PrintablePhoto = { type: string; bytes: Buffer };
const PRINTABLE = new Set(['image/jpeg', 'image/png']);
const PHOTO_BOX: [number, number] = [220, 165];

export type LogbookPdfInput = {
  missionTitle: string;
  from: Date;
  to: Date;
  /** Oldest first. */
  entries: LogbookRowWithLinks[];
  truncated: boolean;
  photo(id: string): Promise<PrintablePhoto | undefined>;
};

function heading(doc: Pdf, entry: LogbookRowWithLinks): void {
  const parts = [
    formatDateTime(entry.occurredAt),
    LOGBOOK_TYPE_LABELS[entry.type as keyof typeof LOGBOOK_TYPE_LABELS],
  ];
  if (entry.authorName) parts.push(entry.authorName);
  if (entry.source === 'AUTO') parts.push(T.automatic);
  doc
    .font(FONT.bold)
    .fontSize(10)
    .fillColor('#111827')
    .text(toPrintable(parts.join(' — ')));
  doc.fillColor('black');
}

async function photos(doc: Pdf, entry: LogbookRowWithLinks, input: LogbookPdfInput): Promise<void> {
  for (const id of entry.photoIds) {
    const photo = await input.photo(id);
    if (!photo || !PRINTABLE.has(photo.type)) {
      paragraph(doc, null, T.photoNotPrintable);
      continue;
    }
    ensureSpace(doc, PHOTO_BOX[1] + 10);
    const y = doc.y;
    doc.image(photo.bytes, doc.page.margins.left, y, { fit: PHOTO_BOX });
    doc.y = y + PHOTO_BOX[1] + 6;
  }
}

/** The main courante of one mission over a period, entries oldest first, each with its time, author, type, text and photos. */
export async function renderLogbookPdf(input: LogbookPdfInput, now = new Date()): Promise<Buffer> {
  const doc = await createPdf(`${T.title} – ${input.missionTitle}`);
  title(
    doc,
    `${T.title} : ${input.missionTitle}`,
    `${T.period} ${formatDateTime(input.from)} ${T.periodTo} ${formatDateTime(input.to)} · ${T.generatedAt} ${formatLongDateTime(now)}`,
  );
  const timeOf = new Map(input.entries.map((entry) => [entry.id, entry.occurredAt]));
  if (input.entries.length === 0) paragraph(doc, null, T.empty);
  for (const entry of input.entries) {
    ensureSpace(doc, 50);
    heading(doc, entry);
    if (entry.correctsId) {
      const corrected = timeOf.get(entry.correctsId);
      doc
        .font(FONT.italic)
        .fontSize(9)
        .text(toPrintable(`${T.correction} ${formatDateTime(corrected)}`));
    }
    paragraph(doc, entry.text, '');
    await photos(doc, entry, input);
    const x = doc.page.margins.left;
    doc
      .moveTo(x, doc.y)
      .lineTo(x + contentWidth(doc), doc.y)
      .lineWidth(0.5)
      .strokeColor('#d1d5db')
      .stroke();
    doc.moveDown(0.5);
  }
  if (input.truncated) paragraph(doc, null, T.truncated);
  addPageNumbers(doc, T.footer);
  return pdfToBuffer(doc);
}
