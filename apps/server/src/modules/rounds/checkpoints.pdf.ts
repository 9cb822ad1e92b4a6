import * as MSG from '@secops/domain/messages';
import { CHECKPOINT_KIND_LABELS, type CheckpointKind } from '@secops/domain/rounds';
import type * as QRCode from 'qrcode';
import { FONT, toPrintable } from '../../lib/pdf/fonts.ts';
import { paragraph, title } from '../../lib/pdf/layout.ts';
import { addPageNumbers } from '../../lib/pdf/page-numbers.ts';
import { contentBottom, createPdf, pdfToBuffer, type Pdf } from '../../lib/pdf/pdf-document.ts';

export type CheckpointSheetInput = {
  missionTitle: string;
  checkpoints: { name: string; url: string; kind: CheckpointKind }[];
};

const CM = 72 / 2.54;
/** The printed side of each QR code (without its quiet zone): 5 cm, read from arm's length in a dim corridor. */
export const CHECKPOINT_QR_SIZE_PT = 5 * CM;
/** The sheet is cut into labels: narrower page margins than a report's leave room for three of them across. */
const SHEET_MARGIN = CM;
const COLUMNS = 3;
const ROWS = 3;
export const CHECKPOINT_LABELS_PER_PAGE = COLUMNS * ROWS;
const CUT_LINE = '#9ca3af';
const MUTED = '#4b5563';

type Box = { x: number; y: number; width: number; height: number };
type Label = CheckpointSheetInput['checkpoints'][number];
type Qr = typeof QRCode;

// Dark modules as filled squares, a row's neighbours merged into one rectangle: vector shapes print sharp at any
// size, where a bitmap would be resampled by the printer.
function drawQr(doc: Pdf, qr: Qr, url: string, x: number, y: number): void {
  const { modules } = qr.create(url, { errorCorrectionLevel: 'M' });
  const step = CHECKPOINT_QR_SIZE_PT / modules.size;
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      doc.rect(x + start * step, y + row * step, (col - start) * step, step);
    }
  }
  doc.fill('black');
}

// The white around the code (its quiet zone) is as wide below as on its sides, so that the text stays out of it.
function drawLabel(doc: Pdf, qr: Qr, label: Label, missionTitle: string, box: Box): void {
  const quiet = (box.width - CHECKPOINT_QR_SIZE_PT) / 2;
  drawQr(doc, qr, label.url, box.x + quiet, box.y + quiet);
  const x = box.x + 6;
  const width = box.width - 12;
  let y = box.y + 2 * quiet + CHECKPOINT_QR_SIZE_PT;
  const write = (text: string, font: string, size: number, lines: number, color: string) => {
    doc.font(font).fontSize(size).fillColor(color);
    const height = lines * doc.currentLineHeight(true);
    doc.text(toPrintable(text), x, y, { width, height, align: 'center', ellipsis: true });
    y = Math.min(doc.y, y + height) + 2;
  };
  write(label.name, FONT.bold, 11, 2, 'black');
  write(`${missionTitle} · ${CHECKPOINT_KIND_LABELS[label.kind]}`, FONT.regular, 8, 1, MUTED);
  write(MSG.checkpointsPdfHint, FONT.italic, 7, 2, MUTED);
  doc.fillColor('black');
}

/** Dashed lines around the labels to cut along, each drawn once where two labels touch. */
function drawCutLines(doc: Pdf, boxes: Box[]): void {
  const lines = new Map<string, [number, number, number, number]>();
  for (const { x, y, width, height } of boxes) {
    for (const line of [
      [x, y, x + width, y],
      [x, y + height, x + width, y + height],
      [x, y, x, y + height],
      [x + width, y, x + width, y + height],
    ] as [number, number, number, number][]) {
      lines.set(line.map((n) => n.toFixed(2)).join(' '), line);
    }
  }
  doc.save().lineWidth(0.5).strokeColor(CUT_LINE).dash(4, { space: 3 });
  for (const [x1, y1, x2, y2] of lines.values()) doc.moveTo(x1, y1).lineTo(x2, y2);
  doc.stroke().undash().restore();
}

function drawPage(doc: Pdf, qr: Qr, labels: Label[], missionTitle: string): void {
  const width = (doc.page.width - 2 * SHEET_MARGIN) / COLUMNS;
  const height = (contentBottom(doc) - SHEET_MARGIN) / ROWS;
  const boxes = labels.map((_, i) => ({
    x: SHEET_MARGIN + (i % COLUMNS) * width,
    y: SHEET_MARGIN + Math.floor(i / COLUMNS) * height,
    width,
    height,
  }));
  labels.forEach((label, i) => drawLabel(doc, qr, label, missionTitle, boxes[i]!));
  drawCutLines(doc, boxes);
}

/**
 * The A4 sheet of a mission's checkpoint labels, nine a page, to print, cut out and stick on site: each with the QR
 * code of its tag URL (5 cm), its name, the mission and how to scan it.
 */
export async function checkpointsSheetPdf(input: CheckpointSheetInput): Promise<Buffer> {
  const [doc, qr] = await Promise.all([
    createPdf(`${MSG.checkpointsPdfTitle} – ${input.missionTitle}`),
    import('qrcode'),
  ]);
  if (input.checkpoints.length === 0) {
    title(doc, `${MSG.checkpointsPdfTitle} : ${input.missionTitle}`);
    paragraph(doc, null, MSG.checkpointsPdfEmpty);
  }
  for (let start = 0; start < input.checkpoints.length; start += CHECKPOINT_LABELS_PER_PAGE) {
    if (start > 0) doc.addPage();
    const labels = input.checkpoints.slice(start, start + CHECKPOINT_LABELS_PER_PAGE);
    drawPage(doc, qr.default, labels, input.missionTitle);
  }
  addPageNumbers(doc, `${MSG.checkpointsPdfTitle} — ${input.missionTitle}`);
  return pdfToBuffer(doc);
}
