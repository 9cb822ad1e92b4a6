import { FONT, loadFonts, registerFonts } from './fonts.ts';
import { batchPageContent } from './page-content.ts';
import { memoizeTextMetrics } from './text-metrics.ts';

export type Pdf = PDFKit.PDFDocument;

export const MARGIN = 50;
/** Room kept free at the bottom of each page for the footer. */
export const FOOTER_HEIGHT = 30;

/**
 * An A4 document. By default its pages stay in memory until the end, so that "Page n / N" can be written on each;
 * a streamed document (`streamed: true`) sends each page as it is done and numbers it "Page n" when it opens.
 */
export async function createPdf(
  title: string,
  options: { streamed?: boolean; layout?: 'portrait' | 'landscape' } = {},
): Promise<Pdf> {
  // pdfkit (and its fonts) is loaded with the first report, not at start: it is the heaviest package to load.
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), loadFonts()]);
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout ?? 'portrait',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    bufferPages: !options.streamed,
    // No standard Helvetica in the file: the embedded fonts are registered just below.
    font: '',
    info: { Title: title.normalize('NFC'), Creator: 'Security Ops Manager' },
  });
  registerFonts(doc, fonts);
  memoizeTextMetrics(doc);
  batchPageContent(doc);
  doc.font(FONT.regular).fontSize(10);
  return doc;
}

/** Ends the document and resolves with its bytes. */
export function pdfToBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export const contentWidth = (doc: Pdf): number =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** The lowest y that content may reach on the current page. */
export const contentBottom = (doc: Pdf): number => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` points still fit on this one. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > contentBottom(doc)) doc.addPage();
}
