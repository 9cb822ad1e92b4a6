import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

const ASSET = 'assets/index-C0ffee42.js';
const SCRIPT = 'export const greeting = "Bonjour";\n'.repeat(100);
const INDEX = '<!doctype html><head><title>Security Ops Manager</title></head><body></body>';
const PRELOADS = {
  '/agent': ['/assets/app-1.js', '/assets/my-missions-2.js'],
  '/login': ['/assets/sign-in-3.js'],
};
const MANIFEST = JSON.stringify({ name: 'Security Ops Manager', start_url: '/agent', display: 'standalone' });

describe('the built web app', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'secops-spa-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    // A hashed build file and the copies the build writes beside it; the manifest stays private.
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, ASSET), SCRIPT);
    writeFileSync(path.join(webDist, `${ASSET}.br`), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(webDist, `${ASSET}.gz`), gzipSync(SCRIPT));
    mkdirSync(path.join(webDist, '.vite'));
    writeFileSync(path.join(webDist, '.vite/manifest.json'), '{}');
    writeFileSync(path.join(webDist, '.vite/preloads.json'), JSON.stringify(PRELOADS));
    // The installable app's service worker (with its compressed copy) and web manifest, at the root.
    writeFileSync(path.join(webDist, 'sw.js'), SCRIPT);
    writeFileSync(path.join(webDist, 'sw.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(webDist, 'manifest.webmanifest'), MANIFEST);
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers a client route with index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/agent/attendance' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Security Ops Manager');
  });

  it("names in a route's page every script of its first screen, so that the browser asks for them at once", async () => {
    const links = async (url: string) =>
      [
        ...(await t.app.inject({ method: 'GET', url })).body.matchAll(
          /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
        ),
      ].map(([, href]) => href);
    for (const url of ['/agent', '/agent/', '/agent?tab=1'])
      expect(await links(url), url).toEqual(['/assets/app-1.js', '/assets/my-missions-2.js']);
    expect(await links('/login')).toEqual(['/assets/sign-in-3.js']);
    expect(await links('/agent/attendance')).toEqual([]);
    expect(await links('/admin')).toEqual([]);
    const page = (await t.app.inject({ method: 'GET', url: '/agent' })).body;
    expect(page).toMatch(
      /^<!doctype html><head><title>Security Ops Manager<\/title><link [^]*<\/head><body><\/body>$/,
    );
  });

  it('reads the page again when a new build writes index.html beside the running server', async () => {
    const newer = { '/agent': ['/assets/app-9.js'] };
    writeFileSync(path.join(webDist, '.vite/preloads.json'), JSON.stringify(newer));
    writeFileSync(path.join(webDist, 'index.html'), INDEX.replace('<body>', '<body data-build="2">'));
    utimesSync(path.join(webDist, 'index.html'), new Date(), new Date(Date.now() + 5_000));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/agent' });
      expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/app-9.js">');
      expect(res.body).toContain('data-build="2"');
      expect(res.body).not.toContain('app-1.js');
    } finally {
      writeFileSync(path.join(webDist, '.vite/preloads.json'), JSON.stringify(PRELOADS));
      writeFileSync(path.join(webDist, 'index.html'), INDEX);
      utimesSync(path.join(webDist, 'index.html'), new Date(), new Date(Date.now() + 10_000));
    }
  });

  it('answers HEAD on a page route like GET, without a body (over real HTTP, as a monitor sees it)', async () => {
    const served = await createTestApp({ WEB_DIST: webDist }, { listen: true, database: t.database });
    try {
      const res = await fetch(`${served.url}/admin/pointages?agentId=1`, { method: 'HEAD' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toBe('');
    } finally {
      await served.close();
    }
  });

  it('keeps unknown API routes and missing files a JSON 404, for HEAD too', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['HEAD', '/api/nothing-here'],
      ['GET', '/assets/missing.js'],
      ['POST', '/agent'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('sends a hashed file brotli-compressed when accepted, else gzip, else as it is, and says it varies', async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['identity', undefined, (body: Buffer) => body],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/${ASSET}`,
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toMatch(/^(text|application)\/javascript/);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload).toString(), accept).toBe(SCRIPT);
    }
  });

  it('lets browsers keep hashed files for a year, and answers 304 to a revalidation with the same ETag', async () => {
    const headers = { 'accept-encoding': 'br' };
    const first = await t.app.inject({ method: 'GET', url: `/${ASSET}`, headers });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag;
    expect(etag).toEqual(expect.any(String));

    const again = await t.app.inject({
      method: 'GET',
      url: `/${ASSET}`,
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('has index.html revalidated on every visit, by a client route as by its own URL', async () => {
    for (const url of ['/', '/admin/missions', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('has the service worker revalidated on every visit, so a new version is found at once', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('serves the web manifest as application/manifest+json, revalidated on every visit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ start_url: '/agent', display: 'standalone' });
  });

  it('answers HEAD on a hashed file with its headers and no body', async () => {
    const res = await t.app.inject({
      method: 'HEAD',
      url: `/${ASSET}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('');
  });

  it('does not serve the build manifest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
  });
});
