import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('a known path asked with another method', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'secops-405-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Security Ops Manager</title>');
    writeFileSync(path.join(webDist, 'sw.js'), 'self.skipWaiting();');
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers 405 with the methods it takes in Allow and the French error body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/health' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toEqual({
      statusCode: 405,
      code: 'METHOD_NOT_ALLOWED',
      message: MSG.methodNotAllowed,
    });
  });

  it('matches paths with parameters, and a POST-only route refuses GET', async () => {
    const put = await t.app.inject({ method: 'PUT', url: `/api/missions/${randomUUID()}/report/pdf` });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD');
    const get = await t.app.inject({ method: 'GET', url: '/api/auth/login' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
  });

  it('keeps 404 for unknown paths and the page of client routes for GET and HEAD', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/api/nulle-part' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: MSG.routeNotFound });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/admin/missions' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Security Ops Manager');
    const built = await t.app.inject({ method: 'DELETE', url: '/sw.js' });
    expect(built.statusCode).toBe(405);
    expect(built.headers.allow).toBe('GET, HEAD');
  });
});
