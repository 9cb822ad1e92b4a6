/**
 * A PostgreSQL database made for one benchmark run and dropped after it, on the server of BENCH_DATABASE_URL
 * (default: the local PostgreSQL).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type ThrowawayDatabase = {
  url: string;
  /** Drops the database, closing any connection still open to it. */
  drop(): Promise<void>;
};

export async function createThrowawayDatabase(prefix: string): Promise<ThrowawayDatabase> {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // pg's pool.end() resolves before its sockets are closed; a forced drop at once would kill them mid-close.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Runs SQL statements one after the other on their own connection. */
export async function runStatements(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The rows of one query, on its own connection. */
export async function queryRows<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}
