import type { Pdf } from './pdf-document.ts';

type Page = Pdf['page'];

/** Lines handed to pdfkit at once: a few kilobytes, a small object among few. */
const LINES_PER_CHUNK = 256;

// pdfkit turns each content line (a move, a colour, the text of one table cell) into its own byte array and keeps
// them all until the page ends: tens of thousands of small objects per report, each one surviving the young
// generation's collections, which copy it again each time. pdfkit ends every string it is given with a line feed, so
// lines joined with line feeds and handed over a chunk at a time make the same bytes.
function batch(page: Page): void {
  const lines: string[] = [];
  const write = page.write.bind(page);
  const end = page.end.bind(page);
  const flush = () => {
    if (lines.length) write(lines.join('\n'));
    lines.length = 0;
  };
  page.write = (line: string) => {
    if (lines.push(line) === LINES_PER_CHUNK) flush();
  };
  page.end = () => {
    flush();
    end();
  };
}

/** Makes every page of the document hand its content lines to pdfkit in chunks rather than one by one. */
export function batchPageContent(doc: Pdf): void {
  batch(doc.page);
  doc.on('pageAdded', () => batch(doc.page));
}
