import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrationsFolder } from '../../db/client.ts';

/** Any client answering SQL with rows: a pg.Client or a PGlite. */
type Query = (text: string) => Promise<{ rows: unknown[] }>;

const journal = path.join(migrationsFolder, 'meta/_journal.json');

/** How many migrations this version of the app knows. */
export function knownMigrations(): number {
  return (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
}

/** How many migrations the database has applied (0 for a database never migrated). */
export async function appliedMigrations(query: Query): Promise<number> {
  const { rows } = await query(
    "select case when to_regclass('drizzle.__drizzle_migrations') is null then 0 " +
      'else (select count(*)::int from drizzle.__drizzle_migrations) end as n',
  );
  return (rows[0] as { n: number }).n;
}

/** The tables that hold at least one row: a database with its tables but no rows is empty. */
export async function filledTables(query: Query): Promise<string[]> {
  const { rows } = await query("select tablename from pg_tables where schemaname = 'public' order by 1");
  const filled: string[] = [];
  for (const { tablename } of rows as { tablename: string }[]) {
    const quoted = `"${tablename.replaceAll('"', '""')}"`;
    const { rows: found } = await query(`select exists (select 1 from public.${quoted}) as filled`);
    if ((found[0] as { filled: boolean }).filled) filled.push(tablename);
  }
  return filled;
}

/** The embedded database's folder inside a data directory (as db/client.ts opens it). */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** Whether the folder holds a PGlite database already. */
export const hasPglite = (folder: string) => fs.existsSync(path.join(folder, 'PG_VERSION'));

/** Opens an existing PGlite database without migrating it, runs `use`, and closes it. */
export async function withPglite<T>(folder: string, use: (client: PGlite) => Promise<T>): Promise<T> {
  const client = await PGlite.create(folder);
  try {
    return await use(client);
  } finally {
    await client.close();
  }
}

/** Creates a PGlite database in the empty `folder` from a data directory tar made by `dumpDataDir`. */
export async function loadPglite(tar: Buffer, folder: string): Promise<void> {
  const client = await PGlite.create({ dataDir: folder, loadDataDir: new Blob([new Uint8Array(tar)]) });
  await client.close();
}
