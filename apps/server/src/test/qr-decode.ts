import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** The resolution pages are rendered at before their codes are read: 4 cm are 236 pixels. */
export const RENDER_DPI = 150;

/** A QR code read back from an image: its text and the side of its symbol (quiet zone left out). */
export type DecodedQr = { text: string; sidePx: number };
/** A QR code read back from a PDF page: its text and the printed side of its symbol, in points (1/72 inch). */
export type PdfQr = { text: string; sidePt: number };

let ready: Promise<unknown> | undefined;

// Left to itself the reader fetches its wasm from a CDN: the tests hand it the bytes of the installed package.
function loadReader(): Promise<unknown> {
  ready ??= readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).then((wasm) =>
    prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
      fireImmediately: true,
    }),
  );
  return ready;
}

/** The QR codes an image (PNG, JPEG) shows, read as a phone would. */
export async function decodeQrCodes(image: Uint8Array): Promise<DecodedQr[]> {
  await loadReader();
  const results = await readBarcodes(new Blob([image]), { formats: ['QRCode'], maxNumberOfSymbols: 50 });
  return results
    .filter((result) => result.isValid)
    .map(({ text, position: { topLeft, topRight } }) => ({
      text,
      sidePx: Math.hypot(topRight.x - topLeft.x, topRight.y - topLeft.y),
    }));
}

/** One page of a PDF (the first is 1) rendered by poppler's pdftoppm, as a PNG at RENDER_DPI. */
export async function renderPdfPage(pdf: Buffer, page = 1): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pdf-page-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const n = String(page);
    await run('/usr/bin/pdftoppm', [
      '-r',
      String(RENDER_DPI),
      '-png',
      '-f',
      n,
      '-l',
      n,
      '-singlefile',
      file,
      path.join(dir, 'page'),
    ]);
    return await readFile(path.join(dir, 'page.png'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The QR codes printed on one page of a PDF, with their size on paper. */
export async function readPdfQrCodes(pdf: Buffer, page = 1): Promise<PdfQr[]> {
  const codes = await decodeQrCodes(await renderPdfPage(pdf, page));
  return codes.map(({ text, sidePx }) => ({ text, sidePt: (sidePx * 72) / RENDER_DPI }));
}
