import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

describe('the built web app', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'secops-spa-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Security Ops Manager</title>');
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
});
