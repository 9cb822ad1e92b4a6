import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { createUser } from '../modules/users/users.service.ts';

export type Run = { code: number; stdout: string; stderr: string };

const scripts = {
  backup: fileURLToPath(new URL('../scripts/db-backup.ts', import.meta.url)),
  restore: fileURLToPath(new URL('../scripts/db-restore.ts', import.meta.url)),
};

/** Runs the real npm run db:backup or db:restore command with `env` (DATA_DIR, DATABASE_URL). */
export function runCommand(
  name: keyof typeof scripts,
  args: string[],
  env: Record<string, string>,
): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', scripts[name], ...args],
      { env: { ...process.env, NODE_ENV: 'test', ...env }, cwd: path.dirname(scripts[name]) },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The archive path a successful backup printed. */
export const archiveOf = (run: Run) => /Sauvegarde écrite : (\S+\.tar\.gz)/.exec(run.stdout)?.[1] ?? '';

export const PHOTO = '0123456789abcdef0123456789abcdef.jpg';
export const DOCUMENT = 'fedcba9876543210fedcba9876543210';
export const PHOTO_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 64 }, (_, i) => i)]);

/** An account, an agent photo, a mission document, and an upload still being received (never backed up). */
export async function seed(database: Database, dataDir: string, email: string): Promise<void> {
  await createUser(database.db, {
    email,
    role: 'ADMIN',
    password: 'Motdepasse!1',
    firstName: null,
    lastName: null,
  });
  fs.mkdirSync(path.join(dataDir, 'photos/.incoming'), { recursive: true });
  fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'photos', PHOTO), PHOTO_BYTES);
  fs.writeFileSync(path.join(dataDir, 'photos/.incoming/half-received'), 'partial');
  fs.writeFileSync(path.join(dataDir, 'uploads', DOCUMENT), '%PDF-1.4 consignes');
}

export async function emails(database: Database): Promise<string[]> {
  const rows = await database.db.select({ email: users.email }).from(users);
  return rows.map((row) => row.email).sort();
}
