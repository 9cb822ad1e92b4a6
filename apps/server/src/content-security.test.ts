import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** The CSP directive `name` of a header, as a list of sources. */
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1);

describe('content security policy', () => {
  let t: TestApp;
  let csp: string;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://ops.example.fr',
      MAP_TILE_URL: 'https://{s}.tuiles.example.fr/{z}/{x}/{y}.png',
    });
    csp = String(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
  });
  afterAll(() => t.close());

  it('lets the page connect to its own origin only, sockets included', () => {
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'wss://ops.example.fr']);
  });

  it('loads images from the app and the configured tile server only, never from any https host', () => {
    const sources = directive(csp, 'img-src');
    expect(sources).toEqual(["'self'", 'data:', 'blob:', 'https://*.tuiles.example.fr']);
    expect(sources).not.toContain('https:');
  });

  it('lets the installable app load its service worker and manifest from its own origin only', () => {
    expect(directive(csp, 'worker-src')).toEqual(["'self'"]);
    expect(directive(csp, 'manifest-src')).toEqual(["'self'"]);
  });

  it("allows no foreign script, plugin or framing, and no eval: only WebAssembly's compilation", () => {
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });
});
