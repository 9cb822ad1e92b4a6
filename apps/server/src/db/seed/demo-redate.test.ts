import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missionsOnShiftAt } from '../../test/demo-queries.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import type { Database } from '../client.ts';
import { appSettings, missions } from '../schema/index.ts';
import { seedDemo } from './demo.ts';
import { markDemoForRedating, redateDemo } from './demo-redate.ts';
import { DEMO_TABLES } from './demo-rows.ts';

const HOUR_MS = 3_600_000;
// Made by a build three days and five hours earlier, across the change to summer time in Paris (29 March 2026).
const now = new Date(2026, 2, 30, 14, 20);
const built = new Date(now.getTime() - 77 * HOUR_MS);

/** Every row of every demo table, without what only says when it was written (and a position's serial number). */
async function contents(database: Database): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(DEMO_TABLES) as [string, PgTable][]) {
    const rows = (await database.db.select().from(table)) as Record<string, unknown>[];
    tables[name] = rows
      .map(({ createdAt: _c, updatedAt: _u, ...row }) => (name === 'gpsPositions' ? { ...row, id: 0 } : row))
      .map((row) => JSON.stringify(row))
      .sort();
  }
  return tables;
}

describe('re-dating the demo of the prepared database', () => {
  let redated: Database;
  let fresh: Database;
  let untouched: Database;
  const drops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    for (const target of ['redated', 'fresh', 'untouched'] as const) {
      const { database, drop } = await createTestDatabase();
      drops.push(drop);
      if (target === 'redated') redated = database;
      if (target === 'fresh') fresh = database;
      if (target === 'untouched') untouched = database;
    }
    await seedDemo(redated.db, built);
    await markDemoForRedating(redated.db, built);
    await seedDemo(fresh.db, now);
    await seedDemo(untouched.db, built);
  });
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('makes the demo a seeding at that moment would have made, and forgets it was to be done', async () => {
    expect(await redateDemo(redated.db, now)).toBe(true);

    expect(await contents(redated)).toEqual(await contents(fresh));
    expect(await redated.db.$count(appSettings)).toBe(0);
    expect(await redateDemo(redated.db, new Date(now.getTime() + 24 * HOUR_MS))).toBe(false);
    expect(await contents(redated)).toEqual(await contents(fresh));
  });

  it('dates every demo row as written now', async () => {
    const rows = await redated.db.select({ createdAt: missions.createdAt }).from(missions);
    expect(rows.every((row) => row.createdAt.getTime() === now.getTime())).toBe(true);
  });

  it.each(['agent@secops.demo', 'chef@secops.demo'])(
    'puts %s on the active mission of the day, on a shift covering the moment of the start',
    async (email) => {
      const rows = await missionsOnShiftAt(redated, email, now);
      expect(rows).toEqual([{ status: 'ACTIVE' }]);
    },
  );

  it("dates the demo in the start's time zone, the same day as a build in another", async () => {
    const { database: prepared, drop } = await createTestDatabase();
    drops.push(drop);
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'UTC';
      await seedDemo(prepared.db, new Date(now.getTime() - HOUR_MS));
      await markDemoForRedating(prepared.db, new Date(now.getTime() - HOUR_MS));
      process.env.TZ = 'Europe/Paris';
      const { database: seeded, drop: dropSeeded } = await createTestDatabase();
      drops.push(dropSeeded);
      await seedDemo(seeded.db, now);

      expect(await redateDemo(prepared.db, now)).toBe(true);

      expect(await contents(prepared)).toEqual(await contents(seeded));
    } finally {
      process.env.TZ = zone;
    }
  });

  it('leaves a database it did not prepare as it is, whatever it holds', async () => {
    const before = await contents(untouched);

    expect(await redateDemo(untouched.db, now)).toBe(false);

    expect(await contents(untouched)).toEqual(before);
  });
});
