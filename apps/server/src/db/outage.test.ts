import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createUser, type TestUser } from '../test/fixtures.ts';
import { accessToken } from '../test/realtime-fixtures.ts';
import { startTcpProxy } from '../test/tcp-proxy.ts';
import { runAsActor } from './actor-scope.ts';
import { isDatabaseUnavailable } from './availability.ts';
import { openDatabase, type Database } from './client.ts';

const base = process.env.TEST_DATABASE_URL;
const title = base
  ? 'a PostgreSQL outage while the app runs'
  : 'a PostgreSQL outage while the app runs (skipped: TEST_DATABASE_URL is not set)';

describe.skipIf(!base)(title, () => {
  const name = `secops_outage_${randomBytes(4).toString('hex')}`;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let admin: TestUser;

  const adminClient = () => new pg.Client({ connectionString: base });
  beforeAll(async () => {
    const client = adminClient();
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const url = new URL(base as string);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString() });
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      WEB_DIST: '/nonexistent',
    });
    app = await buildApp({ config, database });
    admin = await createUser(database.db, { role: 'ADMIN' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    const client = adminClient();
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  it('answers 503 in French while the database is down, says so in /api/health, and recovers by itself', async () => {
    const headers = { authorization: `Bearer ${await accessToken(app, admin)}` };
    const read = () => app.inject({ method: 'GET', url: '/api/missions', headers });
    expect((await read()).statusCode).toBe(200);

    proxy.cut();
    const down = await read();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'UNAVAILABLE', message: 'Service momentanément indisponible' });
    expect(down.headers['retry-after']).toBe('5');
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', database: { status: 'error' } });

    proxy.restore();
    expect((await read()).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok' });
  });

  // A lent connection has no listener of the pool's: its 'error' event, unheard, would crash the process (here the
  // test run, which reports it as an unhandled error).
  it('fails a transaction whose connection is cut between two statements as unavailable, and serves again', async () => {
    const cutMidway = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(cutMidway).rejects.toSatisfy(isDatabaseUnavailable);
    proxy.restore();
    await expect(database.db.transaction((tx) => tx.execute(sql`select 1`))).resolves.toBeDefined();
  });

  it("fails a statement on an author's connection cut while it runs as unavailable, and serves again", async () => {
    const running = runAsActor(admin.id, () => database.db.execute(sql`select pg_sleep(2)`));
    await new Promise((resolve) => setTimeout(resolve, 300));
    proxy.cut();
    await expect(running).rejects.toSatisfy(isDatabaseUnavailable);
    proxy.restore();
    await expect(runAsActor(admin.id, () => database.db.execute(sql`select 1`))).resolves.toBeDefined();
  });

  it('answers /api/health within 2 s while the database hangs, reporting it failing, then ok once it answers', async () => {
    const health = () => app.inject({ method: 'GET', url: '/api/health' });
    expect((await health()).statusCode).toBe(200);
    proxy.stall();
    try {
      for (let probe = 0; probe < 3; probe += 1) {
        const started = Date.now();
        const stalled = await health();
        expect(Date.now() - started).toBeLessThan(2_000);
        expect(stalled.statusCode).toBe(503);
        expect(stalled.json()).toEqual({
          status: 'degraded',
          database: { status: 'error', kind: 'postgres' },
          redis: { status: 'not_configured' },
          uptime: expect.any(Number),
        });
      }
    } finally {
      proxy.restore();
    }
    await vi.waitFor(async () => expect((await health()).statusCode).toBe(200), {
      timeout: 10_000,
      interval: 200,
    });
  });
});
