import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.ts';

const TAG = '0011_gps_position_unique';
type Journal = { entries: { tag: string }[] };

/** The migrations folder as it was before `TAG`: the same files, the journal cut before it. */
function foldersBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secops-migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

describe(`migration ${TAG}`, () => {
  const client = new PGlite();
  const before = foldersBefore(TAG);
  afterAll(async () => {
    await client.close();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it('keeps one of the positions stored twice (same agent and time), then refuses a second one', async () => {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    await client.exec(`
      insert into users (id, email, password_hash, role)
        values ('00000000-0000-4000-8000-000000000001', 'dup@example.test', 'x', 'AGENT');
      insert into agents (id, user_id, first_name, last_name, matricule)
        values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'A', 'B', 'DUP-1');
      insert into gps_positions (agent_id, lat, lng, recorded_at) values
        ('00000000-0000-4000-8000-000000000002', 1, 1, '2026-03-02T10:00:00Z'),
        ('00000000-0000-4000-8000-000000000002', 2, 2, '2026-03-02T10:00:00Z'),
        ('00000000-0000-4000-8000-000000000002', 3, 3, '2026-03-02T10:00:01Z');
    `);

    await migrate(db, { migrationsFolder });

    const { rows } = await client.query<{ lat: number }>(
      'select lat from gps_positions order by recorded_at',
    );
    expect(rows.map((row) => row.lat)).toEqual([1, 3]);
    await expect(
      client.query(
        `insert into gps_positions (agent_id, lat, lng, recorded_at)
         values ('00000000-0000-4000-8000-000000000002', 4, 4, '2026-03-02T10:00:00Z')`,
      ),
    ).rejects.toThrow(/gps_positions_agent_recorded_unique/);
  });
});
