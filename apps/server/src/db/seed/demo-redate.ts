import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';
import { appSettings } from '../schema/index.ts';
import { DEMO_TABLES, demoRows, type DemoRows } from './demo-rows.ts';

/**
 * The setting the server build leaves in its prepared database seeded with the demo (demo-template.ts): the moment the
 * demo is dated from. A first start re-dates the demo from its own moment and removes the setting in one transaction.
 */
export const DEMO_DATED_AT = 'demo_dated_at';

type Row = Record<string, unknown>;

/** Marks a freshly seeded demo as dated from `at`, for the first start to re-date it. */
export async function markDemoForRedating(db: DbOrTx, at: Date): Promise<void> {
  await db.insert(appSettings).values({ key: DEMO_DATED_AT, value: at.toISOString() });
}

/**
 * Moves the demo copied from the server build to `now`, as a seeding at `now` would have made it, in one statement:
 * the rows of every table that holds dates are written again with the values of that seeding (dates, and what follows
 * from them, such as the hours of an attendance, which also depend on the time zone, perhaps not the build's), and
 * every demo row is made now. False when the database holds no such demo (any database but a first start's copy).
 */
export async function redateDemo(db: DbOrTx, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .delete(appSettings)
      .where(eq(appSettings.key, DEMO_DATED_AT))
      .returning({ key: appSettings.key });
    if (marked.length === 0) return false;
    // The rows are the build's own and no cache holds them yet: the audit and change triggers have nothing to record.
    await tx.execute(sql`set local session_replication_role = replica`);
    const rows = demoRows(now);
    const updates = (Object.entries(DEMO_TABLES) as [keyof DemoRows, PgTable][]).flatMap(([name, table]) =>
      rewrites(table, rows[name], now),
    );
    const steps = updates.map((update, i) => sql`${sql.identifier(`step${i}`)} as (${update})`);
    await tx.execute(sql`with ${sql.join(steps, sql`, `)} select 1`);
    return true;
  });
}

/**
 * The updates that give a table's rows the values of a seeding now. Rows are found by primary key, or by their values
 * that are no dates when they carry none (the positions). Rows that leave a column to its default keep it: they are
 * written apart from those that give it.
 */
function rewrites(table: PgTable, rows: Row[], now: Date): SQL[] {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const named = (name: string) => sql.identifier(columns[name]!.name);
  const given = [...new Set(rows.flatMap(Object.keys))];
  const dated = given.filter((name) => rows.some((row) => row[name] instanceof Date));
  const stamps = ['createdAt', 'updatedAt']
    .filter((name) => name in columns && !given.includes(name))
    .map((name) => sql`${named(name)} = ${sql.param(now, columns[name]!)}`);
  if (dated.length === 0)
    return stamps.length > 0 ? [sql`update ${table} set ${sql.join(stamps, sql`, `)}`] : [];

  const primary = getTableConfig(table).columns.filter((column) => column.primary);
  const byPrimary = given.filter((name) => primary.includes(columns[name]!));
  const keys = byPrimary.length > 0 ? byPrimary : given.filter((name) => !dated.includes(name));
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const signature = given.filter((name) => name in row).join();
    groups.set(signature, [...(groups.get(signature) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const names = [...keys, ...given.filter((name) => !keys.includes(name) && name in group[0]!)];
    // One JSON parameter per group, which the database turns into typed rows: far cheaper for it to parse and plan
    // than a list of values with a parameter each.
    const value = (row: Row, name: string) =>
      row[name] === null ? null : columns[name]!.mapToDriverValue(row[name]);
    const json = group.map((row) =>
      Object.fromEntries(names.map((name) => [columns[name]!.name, value(row, name)])),
    );
    const shape = names.map((name) => sql`${named(name)} ${sql.raw(columns[name]!.getSQLType())}`);
    const set = [
      ...names.slice(keys.length).map((name) => sql`${named(name)} = v.${named(name)}`),
      ...stamps,
    ];
    const match = keys.map((name) => sql`t.${named(name)} = v.${named(name)}`);
    return sql`update ${table} as t set ${sql.join(set, sql`, `)}
      from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as v(${sql.join(shape, sql`, `)})
      where ${sql.join(match, sql` and `)}`;
  });
}
