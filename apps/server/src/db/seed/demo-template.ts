import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../client.ts';
import * as schema from '../schema/index.ts';
import { seedDemo } from './demo.ts';
import { markDemoForRedating } from './demo-redate.ts';

/**
 * A step of the server build (apps/server/build.mjs): a copy of its prepared database with the demo seeded in it,
 * dated from the build. A first start with the demo copies it (db/pglite-template.ts) and only re-dates it
 * (demo-redate.ts), which costs the embedded database far less than seeding.
 */
export async function makeDemoTemplate(base: string, target: string, now: Date = new Date()): Promise<void> {
  fs.cpSync(base, target, { recursive: true });
  const client = await PGlite.create(target);
  try {
    const db = drizzle({ client, schema }) as unknown as Db;
    await seedDemo(db, now);
    await markDemoForRedating(db, now);
  } finally {
    await client.close();
  }
  fs.rmSync(path.join(target, 'postmaster.pid'), { force: true });
}
