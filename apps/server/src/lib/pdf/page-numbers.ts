import { FONT, toPrintable } from './fonts.ts';
import { contentWidth, FOOTER_HEIGHT, type Pdf } from './pdf-document.ts';

/**
 * Writes the footer of every buffered page: "Page n / N" on the right and an optional label on the left.
 * Call it once all content is written, before pdfToBuffer.
 */
export function addPageNumbers(doc: Pdf, label = ''): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    writeFooter(doc, label, `Page ${i - start + 1} / ${count}`);
  }
  doc.fillColor('black');
}

/** For a streamed document: "Page n" and the label on each page as it opens (the total is not known yet). */
export function numberPagesAsTheyOpen(doc: Pdf, label = ''): void {
  let page = 1;
  const write = () => {
    const { x, y } = doc;
    writeFooter(doc, label, `Page ${page}`);
    doc.fillColor('black');
    doc.x = x;
    doc.y = y;
    page += 1;
  };
  write();
  doc.on('pageAdded', write);
}

function writeFooter(doc: Pdf, label: string, number: string): void {
  const { left, bottom } = doc.page.margins;
  const y = doc.page.height - bottom + FOOTER_HEIGHT / 2;
  // Text below the bottom margin would open a new page: lift the margin while writing the footer.
  doc.page.margins.bottom = 0;
  doc.font(FONT.regular).fontSize(8).fillColor('#6b7280');
  doc.text(toPrintable(label), left, y, { width: contentWidth(doc), align: 'left', lineBreak: false });
  doc.text(number, left, y, { width: contentWidth(doc), align: 'right', lineBreak: false });
  doc.page.margins.bottom = bottom;
}
