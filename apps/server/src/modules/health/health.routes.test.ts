import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database as connected and Redis as not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { status: 'connected' },
      redis: { status: 'not_configured' },
    });
  });

  // The embedded database runs nothing else while a transaction is open: one left open is a database that hangs.
  // (PostgreSQL's hang is in db/outage.test.ts.)
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'answers within 2 s while the database hangs, reporting it failing, then ok once it answers',
    async () => {
      let release: () => void = () => undefined;
      const held = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise<void>((resolve) => (release = resolve));
      });
      try {
        const started = Date.now();
        const res = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(Date.now() - started).toBeLessThan(2_000);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          status: 'degraded',
          database: { status: 'error', kind: 'pglite' },
          redis: { status: 'not_configured' },
          uptime: expect.any(Number),
        });
      } finally {
        release();
        await held;
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    },
  );

  it('answers an unknown API route with a French JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Route introuvable' });
  });
});
