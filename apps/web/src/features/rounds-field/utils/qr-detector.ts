import type { BarcodeDetector as Detector } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What the scanner needs of a barcode detector: the texts of the QR codes in a video frame. */
export type QrDetector = Pick<Detector, 'detect'>;
type DetectorClass = typeof Detector;

/** The browser's own BarcodeDetector (Android, macOS, ChromeOS), when it reads QR codes. */
async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  const formats: readonly string[] = await Native.getSupportedFormats().catch(() => []);
  return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
}

/**
 * A QR code reader: the browser's own, else ZXing compiled to WebAssembly. Its .wasm is one of the app's own files
 * (precached by the service worker, so the scanner works offline), never fetched from a CDN; the page's CSP allows
 * compiling it with 'wasm-unsafe-eval'.
 */
export async function createQrDetector(): Promise<QrDetector> {
  const native = await nativeDetector();
  if (native) return native;
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
