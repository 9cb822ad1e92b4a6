import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.mjs';

describe('precompressing the built web app', () => {
  let dist;
  const script = 'export const line = "une ligne de code qui se répète";\n'.repeat(200);

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'secops-precompress-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, 'assets/index-abc123.js'), script);
    writeFileSync(path.join(dist, 'assets/tiny-def456.js'), 'export {};\n');
    writeFileSync(path.join(dist, 'assets/photo.png'), Buffer.alloc(4096, 7));
    writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify({ padding: 'x'.repeat(4096) }));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decompress to the original', () => {
    precompressDir(dist);
    const file = path.join(dist, 'assets/index-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 10);
  });

  it('leaves tiny files, images and the build manifest alone', () => {
    const written = precompressDir(dist);
    expect(written.map((file) => path.relative(dist, file)).sort()).toEqual([
      'assets/index-abc123.js.br',
      'assets/index-abc123.js.gz',
    ]);
    expect(existsSync(path.join(dist, 'assets/photo.png.gz'))).toBe(false);
  });
});
