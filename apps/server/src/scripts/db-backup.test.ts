import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { serveEmbeddedDumps } from '../lib/embedded-dump.ts';
import { holdEmbeddedDatabase } from '../lib/embedded-lock.ts';
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

// Each command opens PGlite in its own process: slow on a busy machine.
const SLOW = 300_000;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'secops-backup-'));
const dataDir = path.join(root, 'data');
const out = path.join(root, 'backups');
const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
let archive = '';

/** Whether the data directory has no leftovers of a backup or a restore. */
const clean = () => fs.readdirSync(dataDir).filter((name) => /^\.(backup|restore)-/.test(name)).length === 0;

/** Every migration of the journal is applied in a backed-up database. */
const MIGRATIONS = (
  JSON.parse(fs.readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

describe('npm run db:backup and db:restore on the embedded database', () => {
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it(
    'backs up while the server holds the database, and a restore brings back its rows and uploaded files',
    async () => {
      const server = await openDatabase({ dataDir });
      const release = holdEmbeddedDatabase(dataDir);
      const stop = await serveEmbeddedDumps(dataDir, server.dump!, () => undefined);
      try {
        await seed(server, dataDir, 'direction@exemple.fr');
        const backup = await runCommand('backup', ['--out', out], env);
        expect(backup.stderr).toBe('');
        expect(backup.code).toBe(0);
        archive = archiveOf(backup);
        expect(path.basename(archive)).toMatch(/^secops-\d{4}-\d\d-\d\dT\d{6}Z\.tar\.gz$/);
        expect(backup.stdout).toContain('2 fichiers déposés');
        expect(fs.readdirSync(out)).toEqual([path.basename(archive)]);
        expect(fs.statSync(archive).mode & 0o777).toBe(0o600);

        const whileRunning = await runCommand('restore', [archive], env);
        expect(whileRunning.code).toBe(1);
        expect(whileRunning.stderr).toContain(`déjà ouverte par le serveur (processus ${process.pid})`);
      } finally {
        await stop();
        await server.close();
        release();
      }
      expect(clean()).toBe(true);

      fs.rmSync(dataDir, { recursive: true });
      const restore = await runCommand('restore', [archive], env);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain('restaurée');
      expect(fs.readFileSync(path.join(dataDir, 'photos', PHOTO))).toEqual(PHOTO_BYTES);
      expect(fs.readFileSync(path.join(dataDir, 'uploads', DOCUMENT), 'utf8')).toBe('%PDF-1.4 consignes');
      expect(fs.existsSync(path.join(dataDir, 'photos/.incoming'))).toBe(false);
      const restored = await openDatabase({ dataDir });
      try {
        expect(await emails(restored)).toEqual(['direction@exemple.fr']);
        const after = { email: 'apres@exemple.fr', role: 'ADMIN', password: 'Motdepasse!2' } as const;
        await createUser(restored.db, { ...after, firstName: null, lastName: null });
      } finally {
        await restored.close();
      }
    },
    SLOW,
  );

  it(
    'refuses a target that holds data unless --force, which replaces it; a stopped database backs up too',
    async () => {
      const refused = await runCommand('restore', [archive], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("La cible n'est pas vide");
      expect(refused.stderr).toContain('--force');
      fs.rmSync(path.join(dataDir, 'photos', PHOTO));

      const forced = await runCommand('restore', [archive, '--force'], env);
      expect(forced.code).toBe(0);
      expect(fs.readFileSync(path.join(dataDir, 'photos', PHOTO))).toEqual(PHOTO_BYTES);
      const database = await openDatabase({ dataDir });
      try {
        expect(await emails(database)).toEqual(['direction@exemple.fr']);
      } finally {
        await database.close();
      }

      expect(forced.stdout).toContain('2 fichiers déposés');
      fs.rmSync(path.join(dataDir, 'uploads', DOCUMENT));
      const stopped = await runCommand('backup', ['--out', out], env);
      expect(stopped.code).toBe(0);
      expect(stopped.stdout).toContain(`base pglite (${MIGRATIONS} migrations) ; 1 fichier déposé\n`);
      expect(clean()).toBe(true);
    },
    SLOW,
  );

  it(
    'refuses a file that is not a backup, or a backup of the other kind of database',
    async () => {
      const junk = path.join(root, 'junk.tar.gz');
      fs.writeFileSync(junk, 'pas une archive');
      const notTar = await runCommand('restore', [junk], env);
      expect(notTar.code).toBe(1);
      expect(notTar.stderr).toContain("n'est pas une sauvegarde de Security Ops Manager");

      const foreign = path.join(root, 'foreign');
      fs.mkdirSync(path.join(foreign, 'database'), { recursive: true });
      fs.writeFileSync(path.join(foreign, 'database/postgres.dump'), 'PGDMP');
      const manifest = { format: 1, app: 'security-ops-manager', version: '0.1.0', database: 'postgres' };
      const stamp = { createdAt: new Date().toISOString(), migrations: 5, files: 0 };
      fs.writeFileSync(path.join(foreign, 'manifest.json'), JSON.stringify({ ...manifest, ...stamp }));
      const postgresArchive = path.join(root, 'postgres.tar.gz');
      execFileSync('tar', ['-czf', postgresArchive, '-C', foreign, '.']);
      const other = await runCommand('restore', [postgresArchive], env);
      expect(other.code).toBe(1);
      expect(other.stderr).toContain(
        'Cette sauvegarde vient de PostgreSQL : restaurez-la avec DATABASE_URL.',
      );

      const missing = await runCommand('restore', [], env);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('Usage');
      expect(clean()).toBe(true);
    },
    SLOW,
  );
});
