import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Role } from '@secops/domain/roles';
import type { Db, DbOrTx, Tx } from '../client.ts';
import { users } from '../schema/index.ts';
import { DEMO_CLIENT_ACCOUNT } from './demo-client.ts';
import { redateDemo } from './demo-redate.ts';
import { DEMO_TABLES, demoRows, type DemoRows } from './demo-rows.ts';
import { DEMO_AGENTS, DEMO_LOGIN_EMAILS, DEMO_PASSWORD, DEMO_STAFF } from './people.data.ts';

// Several processes may start on an empty database together: one seeds, the others find users and stop.
const SEED_LOCK_KEY = 740_202_612;

export type DemoAccount = { email: string; role: Role };

const hasUsers = async (db: DbOrTx) => (await db.select({ id: users.id }).from(users).limit(1)).length > 0;

/** The accounts printed at start-up, with their roles: staff, guards, then the client's. */
export function demoAccounts(): DemoAccount[] {
  const roleOf = new Map([...DEMO_STAFF, ...DEMO_AGENTS].map((p) => [p.email, p.role]));
  return [
    ...DEMO_LOGIN_EMAILS.map((email) => ({ email, role: roleOf.get(email) ?? 'AGENT' })),
    { email: DEMO_CLIENT_ACCOUNT.email, role: DEMO_CLIENT_ACCOUNT.role },
  ];
}

/** Fills an empty database with the demo data in one transaction; when any user exists it does nothing. */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<DemoAccount[] | null> {
  if (await hasUsers(db)) return null;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasUsers(tx)) return null;
    await insertDemoRows(tx, demoRows(now));
    return demoAccounts();
  });
}

/**
 * Dates the demo a first start copied from the server build (demo-redate.ts), or seeds an empty database, then prints
 * the demo accounts with their password.
 */
export async function seedDemoIfEmpty(db: Db, print: (line: string) => void = console.info): Promise<void> {
  const accounts = (await redateDemo(db)) ? demoAccounts() : await seedDemo(db);
  if (!accounts) return;
  print(`Données de démonstration créées. Comptes (mot de passe : ${DEMO_PASSWORD}) :`);
  for (const a of accounts) print(`  ${a.email.padEnd(26)} ${a.role}`);
}

/**
 * One statement per table, parents first: the rows carry their ids, so nothing waits for the database to return one.
 * Each statement costs the embedded database a round of its protocol (inserted row by row, the demo took 1.5 s).
 */
async function insertDemoRows(tx: Tx, rows: DemoRows): Promise<void> {
  for (const [name, table] of Object.entries(DEMO_TABLES) as [keyof DemoRows, PgTable][]) {
    if (rows[name].length > 0) await tx.insert(table).values(rows[name]);
  }
}
