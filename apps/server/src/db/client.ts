import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { dumpPglite, type EmbeddedDump } from '../lib/embedded-dump.ts';
import { actorAwarePglite, actorAwarePool } from './actor-scope.ts';
import { attachChangeFeed, pgliteChangeFeed } from './change-feed.ts';
import { createPgChangeFeed, feedSyncedPool } from './pg-change-feed.ts';
import { copyPgliteTemplate } from './pglite-template.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or a transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a copy of the database taken while it is in use (see lib/embedded-dump.ts). */
  dump?: () => Promise<EmbeddedDump>;
};

/** The SQL migrations: beside this file in the sources, beside the bundle in the server build (apps/server/build.mjs). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// A fixed key so that several processes starting together apply migrations one at a time.
const MIGRATION_LOCK_KEY = 740_202_611;
/**
 * A ping (modules/health) answered after 1.5 s fails, and its connection, which a database that hangs may never answer
 * again, is dropped rather than held for ever. `query_timeout` is the driver's, missing from its types.
 */
const PING: pg.QueryConfig & { query_timeout: number } = { text: 'select 1', query_timeout: 1_500 };

/**
 * A connection that breaks emits 'error', which crashes the process where nobody listens. The pool listens to its idle
 * connections only, not to those it lends (a transaction, an author's statements: actor-scope.ts): each connection
 * gets a listener of its own from its opening. A lent one fails the statement it runs, or the next one, which the
 * request answers 503; back in the pool, it is dropped as no longer usable.
 */
function reportBrokenConnections(pool: pg.Pool, report: (error: Error) => void = () => undefined): void {
  pool.on('connect', (client) => {
    let told = false;
    client.on('error', (error) => {
      if (!told) report(error);
      told = true;
    });
  });
  // The idle ones' breaks, which the pool tells too, were told by the listener above.
  pool.on('error', () => undefined);
}

/** Opens PostgreSQL when a URL is given, else PGlite in dataDir (or in memory with dataDir 'memory://'), and migrates. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  /** The prepared database an empty dataDir starts from (db/pglite-template.ts); the build's without demo by default. */
  template?: string;
  /** Told once when a pooled connection breaks (server restart, network cut), idle or lent; the pool replaces it. */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // The PostgreSQL driver is loaded only when one is used: the embedded default starts without it.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // A database that does not answer a connection within 5 s counts as down (503), rather than holding requests.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    reportBrokenConnections(pool, opts.onConnectionError);
    const feed = createPgChangeFeed(pg, opts.databaseUrl);
    const db = drizzlePg({ client: feedSyncedPool(actorAwarePool(pool), feed), schema }) as unknown as Db;
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(lock, { schema }), { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lock.release();
    }
    attachChangeFeed(db, feed);
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query(PING)),
      close: async () => {
        await feed.close();
        await pool.end();
      },
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  let location = dataDir;
  let copied = false;
  if (!dataDir.startsWith('memory://')) {
    location = path.join(dataDir, 'pglite');
    fs.mkdirSync(location, { recursive: true });
    copied = await copyPgliteTemplate(location, opts.template);
  }
  const client = await PGlite.create(location);
  const db = drizzlePglite({ client: actorAwarePglite(client), schema }) as unknown as Db;
  // A copy of the build's template has had the migrations of the same build, those beside the bundle.
  if (!copied) await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  attachChangeFeed(db, pgliteChangeFeed(client));
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
    dump: () => dumpPglite(client),
  };
}
