import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { openRedis } from '../lib/redis.ts';
import { attachRealtime } from '../realtime/realtime.plugin.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** PostgreSQL only (see createTestDatabase). */
  databaseUrl?: string;
  config: Config;
  /** Set with `listen`: the base URL of the listening app, for HTTP and socket.io-client. */
  url?: string;
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** Listen on 127.0.0.1, port 0, and attach the Socket.IO server (as main.ts does). */
  listen?: boolean;
  /** Redis for the Socket.IO adapter, so that several app instances in one test reach each other's sockets. */
  redisUrl?: string;
  /** Channel prefix of that adapter: instances meant to talk share one, each test file uses its own. */
  redisKey?: string;
  /** Another test app's database, shared (it stays open when this app closes). */
  database?: Database;
  /** Let the minute jobs run by themselves (see AppDeps.timedJobs); off, a test runs their passes at its own clock. */
  timedJobs?: boolean;
};

/**
 * A fresh, migrated database for one test file: a throwaway PostgreSQL database when TEST_DATABASE_URL is set
 * (dropped on close), else an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<{
  database: Database;
  /** PostgreSQL only: the throwaway database's URL, for a second connection pool (another process's view). */
  databaseUrl?: string;
  drop(): Promise<void>;
}> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const name = `secops_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    databaseUrl: url.toString(),
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // The pool's end() resolves before its connections are gone: forcing the drop while one is still closing
      // makes PostgreSQL terminate it, and that client throws an uncaught error. Wait for them to leave first.
      for (let i = 0; i < 100; i += 1) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    WEB_DIST: '/nonexistent',
    DATA_DIR: '/tmp/secops-test',
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...env,
  });
  const { database, databaseUrl, drop } = options.database
    ? { database: options.database, databaseUrl: undefined, drop: async () => undefined }
    : await createTestDatabase();
  const redis = await openRedis(options.redisUrl);
  const app = await buildApp({ config, database, redis, timedJobs: options.timedJobs ?? false });
  await app.ready();
  let url: string | undefined;
  if (options.listen) {
    await app.listen({ host: '127.0.0.1', port: 0 });
    await attachRealtime(app, { redisKey: options.redisKey });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }
  return {
    app,
    database,
    databaseUrl,
    config,
    url,
    close: async () => {
      await app.close();
      await redis?.quit();
      await drop();
    },
  };
}
