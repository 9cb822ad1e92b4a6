import { FONT, toPrintable } from './fonts.ts';
import { contentBottom, contentWidth, type Pdf } from './pdf-document.ts';

export type Column = {
  header: string;
  /** share of the page width; the shares add up to 1 (a column is widened to its header's longest word) */
  width: number;
};

const PADDING = 4;
const FONT_SIZE = 9;
const HEADER_FILL = '#1f2937';
const STRIPE_FILL = '#f3f4f6';
const BORDER = '#d1d5db';

type RowStyle = { font: string; fill?: string; color: string };
/** A row measured once: its height, and which cells fit on one line (drawn without the line wrapper). */
type MeasuredRow = { cells: string[]; height: number; oneLine: boolean[] };

// Text measuring is most of a report's rendering time: a cell narrower than its column is one line high, which
// widthOfString tells at a fraction of the cost of heightOfString (that runs the line wrapper).
function measureRow(doc: Pdf, cells: string[], widths: number[], font: string): MeasuredRow {
  doc.font(font).fontSize(FONT_SIZE);
  const lineHeight = doc.currentLineHeight(true);
  let height = FONT_SIZE;
  const oneLine = cells.map((cell, i) => {
    const width = (widths[i] ?? 0) - 2 * PADDING;
    const fits = cell !== '' && !cell.includes('\n') && doc.widthOfString(cell) <= width;
    height = Math.max(height, fits ? lineHeight : doc.heightOfString(cell, { width }));
    return fits;
  });
  return { cells, height: height + 2 * PADDING, oneLine };
}

function drawRow(doc: Pdf, row: MeasuredRow, widths: number[], style: RowStyle): void {
  const x0 = doc.page.margins.left;
  const y = doc.y;
  const total = widths.reduce((a, b) => a + b, 0);
  if (style.fill) doc.rect(x0, y, total, row.height).fill(style.fill);
  doc
    .moveTo(x0, y + row.height)
    .lineTo(x0 + total, y + row.height)
    .lineWidth(0.5)
    .strokeColor(BORDER)
    .stroke();
  doc.font(style.font).fontSize(FONT_SIZE).fillColor(style.color);
  let x = x0;
  row.cells.forEach((cell, i) => {
    const width = widths[i] ?? 0;
    const options = row.oneLine[i] ? { lineBreak: false } : { width: width - 2 * PADDING };
    doc.text(cell, x + PADDING, y + PADDING, options);
    x += width;
  });
  doc.fillColor('black');
  doc.x = x0;
  doc.y = y + row.height;
}

/**
 * The columns' widths in points: each its share of the page, but never narrower than the longest word of its header,
 * so that a header wraps between its words only. The room a widened column takes comes from the columns with some to
 * spare, in proportion to it; when there is not enough, the shares stand as given.
 */
function columnWidths(doc: Pdf, columns: Column[]): number[] {
  const total = contentWidth(doc);
  const given = columns.map((c) => c.width * total);
  doc.font(FONT.bold).fontSize(FONT_SIZE);
  // One point more than measured: the line wrapper must never find the word a hair too wide.
  const least = columns.map(
    (c) =>
      Math.max(
        ...toPrintable(c.header)
          .split(/\s+/)
          .map((word) => doc.widthOfString(word)),
      ) +
      2 * PADDING +
      1,
  );
  const widths = given.map((width, i) => Math.max(width, least[i]!));
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  const excess = sum(widths) - total;
  const spare = widths.map((width, i) => width - least[i]!);
  const room = sum(spare.map((s) => Math.max(s, 0)));
  if (excess <= 0 || room < excess) return given;
  return widths.map((width, i) => width - (Math.max(spare[i]!, 0) * excess) / room);
}

/** Writes a table row by row, so that rows can arrive in batches (a streamed report); see drawTable. */
export function tableWriter(doc: Pdf, columns: Column[]) {
  const widths = columnWidths(doc, columns);
  const headerStyle: RowStyle = { font: FONT.bold, fill: HEADER_FILL, color: 'white' };
  const header = measureRow(
    doc,
    columns.map((c) => toPrintable(c.header)),
    widths,
    FONT.bold,
  );
  const fits = (row: MeasuredRow) => doc.y + row.height <= contentBottom(doc);
  let index = 0;
  return {
    row(cells: string[]): void {
      const row = measureRow(doc, cells.map(toPrintable), widths, FONT.regular);
      if (index === 0 && (!fits(header) || doc.y + header.height + row.height > contentBottom(doc)))
        doc.addPage();
      if (index === 0) drawRow(doc, header, widths, headerStyle);
      else if (!fits(row)) {
        doc.addPage();
        drawRow(doc, header, widths, headerStyle);
      }
      drawRow(doc, row, widths, {
        font: FONT.regular,
        fill: index % 2 ? STRIPE_FILL : undefined,
        color: 'black',
      });
      index += 1;
    },
    end(): void {
      if (index === 0) {
        if (!fits(header)) doc.addPage();
        drawRow(doc, header, widths, headerStyle);
      }
      doc.moveDown(0.5);
    },
  };
}

/**
 * Draws a table with a dark header row and striped body rows; a row never splits across pages, and the header is
 * repeated at the top of each new page.
 */
export function drawTable(doc: Pdf, columns: Column[], rows: string[][]): void {
  const table = tableWriter(doc, columns);
  rows.forEach((row) => table.row(row));
  table.end();
}
