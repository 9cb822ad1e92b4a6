// Writes a brotli (.br) and a gzip (.gz) copy beside each compressible file of the built web app, so the server
// sends the smallest one the browser accepts without compressing on every request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|wasm)$/;
/** Under this size the compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;

const brotli = (data) =>
  brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
const gzip = (data) => gzipSync(data, { level: 9 });

/** Compresses every eligible file under `dir` (not vite's .vite folder); returns the files written. */
export function precompressDir(dir) {
  const written = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) written.push(...precompressDir(file));
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const data = readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    for (const [suffix, compress] of [
      ['.br', brotli],
      ['.gz', gzip],
    ]) {
      const compressed = compress(data);
      // A copy that is not smaller is not worth sending: the server then falls back to the file itself.
      if (compressed.length >= data.length) continue;
      writeFileSync(file + suffix, compressed);
      written.push(file + suffix);
    }
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  console.log(`precompressed ${precompressDir(dir).length} files in ${dir}`);
}
