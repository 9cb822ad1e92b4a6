import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export type WriteWatch = {
  /** The tables of the public schema whose rows changed since the previous call (or since the watch began). */
  changedTables(): Promise<string[]>;
};

// Both drivers answer { rows }; the query builder's type does not say so.
const rowsOf = async (db: Db, query: ReturnType<typeof sql.raw>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/**
 * Watches every table of the public schema (a table added by a migration is watched without a change here) through
 * a fingerprint per table: its row count and the sum of a hash of each row's text. The fingerprint is only taken
 * when the next transaction id moved: PostgreSQL gives an id to every transaction that inserts, updates, deletes or
 * locks a row, so when it has not moved since the previous call nothing was written, and a call costs one short
 * query. On PostgreSQL the counter is shared by every database of the server: other work moving it only costs a
 * fingerprint. Called after each request, it names what that request wrote, provided nothing else writes meanwhile
 * (the fuzzed app has no writer of its own: the GPS buffer only writes accepted positions).
 */
export async function watchWrites(db: Db): Promise<WriteWatch> {
  const tables = (
    await rowsOf(
      db,
      sql.raw(`select tablename from pg_tables where schemaname = 'public' order by tablename`),
    )
  ).map((row) => String(row.tablename));
  const fingerprintQuery = sql.raw(
    tables
      .map(
        (table) =>
          `select '${table}' as t, count(*)::text || ':' || coalesce(sum(hashtext(r::text)), 0)::text as f ` +
          `from "${table}" r`,
      )
      .join(' union all '),
  );
  const nextXid = async () =>
    String((await rowsOf(db, sql.raw('select pg_snapshot_xmax(pg_current_snapshot())::text as x')))[0]?.x);
  const fingerprint = async () =>
    new Map((await rowsOf(db, fingerprintQuery)).map((row) => [String(row.t), String(row.f)]));

  // The last fingerprint and the counter read just before it: still right while the counter has not moved.
  const xid = await nextXid();
  let known = { xid, tables: await fingerprint() };
  return {
    async changedTables() {
      const xid = await nextXid();
      if (xid === known.xid) return [];
      const now = { xid, tables: await fingerprint() };
      const changed = tables.filter((table) => now.tables.get(table) !== known.tables.get(table));
      known = now;
      return changed;
    },
  };
}
