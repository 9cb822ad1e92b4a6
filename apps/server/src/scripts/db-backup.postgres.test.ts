import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { createUser } from '../modules/users/users.service.ts';
import {
  archiveOf,
  DOCUMENT,
  emails,
  PHOTO,
  PHOTO_BYTES,
  runCommand,
  seed,
} from '../test/backup-fixtures.ts';

const base = process.env.TEST_DATABASE_URL;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'secops-backup-pg-'));
const names: string[] = [];

async function admin<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** A throwaway database on the TEST_DATABASE_URL server, dropped after the file. */
async function throwawayDatabase(): Promise<string> {
  const name = `secops_backup_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  names.push(name);
  const url = new URL(base!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withDatabase<T>(
  url: string,
  use: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
) {
  const database = await openDatabase({ databaseUrl: url });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

describe.skipIf(!base)('npm run db:backup and db:restore on PostgreSQL', () => {
  afterAll(async () => {
    await admin(async (client) => {
      for (const name of names) await client.query(`drop database if exists ${name} with (force)`);
    });
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('backs up with pg_dump and restores rows and files into another database, replacing only with --force', async () => {
    const source = { DATABASE_URL: await throwawayDatabase(), DATA_DIR: path.join(root, 'source') };
    const target = { DATABASE_URL: await throwawayDatabase(), DATA_DIR: path.join(root, 'target') };
    await withDatabase(source.DATABASE_URL, (database) =>
      seed(database, source.DATA_DIR, 'direction@exemple.fr'),
    );

    const backup = await runCommand('backup', ['--out', path.join(root, 'backups')], source);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('base postgres');
    const archive = archiveOf(backup);

    const restore = await runCommand('restore', [archive], target);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(fs.readFileSync(path.join(target.DATA_DIR, 'photos', PHOTO))).toEqual(PHOTO_BYTES);
    expect(fs.readFileSync(path.join(target.DATA_DIR, 'uploads', DOCUMENT), 'utf8')).toBe(
      '%PDF-1.4 consignes',
    );
    await withDatabase(target.DATABASE_URL, async (database) => {
      expect(await emails(database)).toEqual(['direction@exemple.fr']);
      const after = { email: 'apres@exemple.fr', role: 'ADMIN', password: 'Motdepasse!2' } as const;
      await createUser(database.db, { ...after, firstName: null, lastName: null });
    });

    const refused = await runCommand('restore', [archive], target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("La cible n'est pas vide");

    const forced = await runCommand('restore', [archive, '--force'], target);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    await withDatabase(target.DATABASE_URL, async (database) => {
      expect(await emails(database)).toEqual(['direction@exemple.fr']);
    });

    const embedded = await runCommand('restore', [archive], {
      DATABASE_URL: '',
      DATA_DIR: path.join(root, 'x'),
    });
    expect(embedded.code).toBe(1);
    expect(embedded.stderr).toContain('Cette sauvegarde vient de PostgreSQL');
  }, 300_000);

  it('says what is missing when the database cannot be reached', async () => {
    const url = new URL(base!);
    url.pathname = '/secops_backup_absent';
    const backup = await runCommand('backup', ['--out', path.join(root, 'backups')], {
      DATABASE_URL: url.toString(),
      DATA_DIR: path.join(root, 'absent'),
    });
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('pg_dump a échoué');
    expect(backup.stderr).toContain('secops_backup_absent');
  }, 120_000);
});
