import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { ROLE_LABELS, ROLES } from '@secops/domain/roles';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

const script = fileURLToPath(new URL('./user-create.ts', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secops-user-create-'));

type Run = { code: number; stdout: string; stderr: string };

/** Runs the real command on its own PGlite data directory; `input` is piped to stdin. */
function run(args: string[], input?: string, extra: Record<string, string> = {}): Promise<Run> {
  const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', ...extra };
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { env, cwd: path.dirname(script) },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(input ?? '');
  });
}

// Each run opens PGlite in its own process: slow on a busy machine.
describe('npm run user:create', { timeout: 180_000 }, () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates a SUPERADMIN account with the password of SECOPS_USER_PASSWORD and prints it', async () => {
    const result = await run(
      [
        '--email',
        'Direction@Exemple.fr',
        '--role',
        'SUPERADMIN',
        '--first-name',
        'Claire',
        '--last-name',
        'Vasseur',
      ],
      '',
      { SECOPS_USER_PASSWORD: 'Motdepasse!1' },
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Compte créé');
    expect(result.stdout).toContain('direction@exemple.fr');
    expect(result.stdout).toContain('SUPERADMIN');
    expect(result.stdout).toContain('Claire Vasseur');
  });

  it('refuses an e-mail that already has an account, with the French message', async () => {
    const result = await run(['--email', 'DIRECTION@exemple.fr', '--role', 'ADMIN'], 'Autre-pass-2\n');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(MSG.emailTaken);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const result = await run(['--email', 'court@exemple.fr', '--role', 'ADMIN'], 'court\n');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(MSG.passwordTooShort);
  });

  it('reads the password from standard input when none is given', async () => {
    const result = await run(['--email', 'agent@exemple.fr', '--role', 'AGENT'], 'Motdepasse!3\n');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('agent@exemple.fr');
  });

  it('refuses a password given on the command line, before it reaches the database', async () => {
    const result = await run(['--email', 'argv@exemple.fr', '--role', 'ADMIN', '--password', 'Motdepasse!9']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--password n'est pas accepté");
    expect(result.stderr).toContain('SECOPS_USER_PASSWORD');
  });

  it('names the valid roles when given an unknown one, before asking for a password', async () => {
    const result = await run(['--email', 'boss@exemple.fr', '--role', 'BOSS'], 'Motdepasse!9\n');
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Rôle inconnu : BOSS. Rôles possibles : ' +
        ROLES.map((role) => `${role} (${ROLE_LABELS[role]})`).join(', ') +
        '.',
    );
  });

  it('explains its usage when the role is missing or an option is unknown', async () => {
    const missing = await run(['--email', 'x@exemple.fr']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Usage');
    const unknown = await run(['--email', 'x@exemple.fr', '--role', 'ADMIN', '--admin']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Option inconnue');
  });

  it('leaves exactly the accounts it reported as created in the database', async () => {
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select({ email: users.email, role: users.role }).from(users);
      expect(rows.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
        { email: 'agent@exemple.fr', role: 'AGENT' },
        { email: 'direction@exemple.fr', role: 'SUPERADMIN' },
      ]);
      const [admin] = await database.db.select().from(users).where(eq(users.email, 'direction@exemple.fr'));
      expect(admin?.firstName).toBe('Claire');
    } finally {
      await database.close();
    }
  });

  it('refuses while a running server holds the embedded database, and says what to do', async () => {
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dataDir, 'server.pid'), String(server.pid));
      const result = await run(['--email', 'second@exemple.fr', '--role', 'ADMIN'], 'Motdepasse-2024\n');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`déjà ouverte par le serveur (processus ${server.pid})`);
    } finally {
      server.kill();
      fs.rmSync(path.join(dataDir, 'server.pid'), { force: true });
    }
  });
});
