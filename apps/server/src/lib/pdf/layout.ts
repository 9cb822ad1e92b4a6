import { FONT, toPrintable } from './fonts.ts';
import { contentWidth, ensureSpace, type Pdf } from './pdf-document.ts';

const ACCENT = '#1e3a8a';

/** The document title, with an optional subtitle line below it. */
export function title(doc: Pdf, text: string, subtitle?: string): void {
  doc.font(FONT.bold).fontSize(18).fillColor(ACCENT).text(toPrintable(text));
  if (subtitle) doc.font(FONT.regular).fontSize(10).fillColor('#4b5563').text(toPrintable(subtitle));
  doc.fillColor('black').moveDown(0.8);
}

/** A section heading with a rule under it; never left alone at the bottom of a page. */
export function sectionHeading(doc: Pdf, text: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.4);
  doc.font(FONT.bold).fontSize(12).fillColor(ACCENT).text(toPrintable(text));
  const x = doc.page.margins.left;
  doc
    .moveTo(x, doc.y + 2)
    .lineTo(x + contentWidth(doc), doc.y + 2)
    .lineWidth(1)
    .strokeColor(ACCENT)
    .stroke();
  doc.fillColor('black').moveDown(0.5);
}

/** "Label : value" lines, the labels in bold. */
export function keyValues(doc: Pdf, pairs: [string, string][]): void {
  doc.fontSize(10);
  for (const [label, value] of pairs) {
    doc.font(FONT.bold).text(`${toPrintable(label)} : `, { continued: true });
    doc.font(FONT.regular).text(toPrintable(value));
  }
  doc.moveDown(0.3);
}

/** A block of free text; an empty one shows `empty` in italics. */
export function paragraph(doc: Pdf, text: string | null | undefined, empty: string): void {
  const value = text?.trim();
  doc.fontSize(10);
  if (value) doc.font(FONT.regular).text(toPrintable(value));
  else doc.font(FONT.italic).fillColor('#6b7280').text(toPrintable(empty)).fillColor('black');
  doc.moveDown(0.3);
}
