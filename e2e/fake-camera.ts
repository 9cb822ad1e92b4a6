import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
/** The white margin a QR code needs around it, in modules. */
const QUIET_ZONE = 4;
const BLACK = 0;
const WHITE = 255;
/** The chroma planes of a grey picture. */
const NEUTRAL = 128;

/** One frame (Y4M, 4:2:0): `text` as a QR code in black on white, as big as fits with its quiet zone. */
function qrCodeFrame(text: string): Buffer {
  const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const span = modules.size + 2 * QUIET_ZONE;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / span);
  const left = Math.floor((WIDTH - span * scale) / 2) + QUIET_ZONE * scale;
  const top = Math.floor((HEIGHT - span * scale) / 2) + QUIET_ZONE * scale;
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + row * scale + y) * WIDTH + left + col * scale;
        luma.fill(BLACK, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), NEUTRAL);
  return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
}

/**
 * Writes a video for Chromium's fake camera (`--use-file-for-fake-video-capture`, which plays it in a loop): each of
 * `texts` as a QR code in turn, `framesPerCode` identical 640 × 480 frames each, at 10 frames a second. Answers the
 * file's path.
 */
export function writeQrCodesVideo(file: string, texts: readonly string[], framesPerCode = 10): string {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const frames = texts.flatMap((text) => {
    const frame = qrCodeFrame(text);
    return Array.from({ length: framesPerCode }, () => frame);
  });
  writeFileSync(file, Buffer.concat([header, ...frames]));
  return file;
}
