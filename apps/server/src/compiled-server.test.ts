import { execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { appSettings } from './db/schema/index.ts';
import { DEMO_DATED_AT } from './db/seed/demo-redate.ts';
import { freePort } from './faults/server-process.ts';

// Building (when a source is newer than the build) and each PGlite process are slow on a busy machine.
const SLOW = 300_000;
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DIST = path.join(ROOT, 'apps/server/dist');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'secops-compiled-'));

/** What `npm start` runs once its checks are done, read from package.json: node and its arguments. */
const startArgs = (): string[] => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [command, ...args] = scripts.start!.split(' ');
  expect([command, ...args]).toEqual(['node', '--enable-source-maps', 'apps/server/dist/main.js']);
  return args;
};

const environment = (dataDir: string, extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  ...extra,
});

/** One of the operator's commands, compiled, as `npm run <command>` runs it. */
function runCompiled(file: string, args: string[], dataDir: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
    execFile(
      process.execPath,
      ['--enable-source-maps', path.join(DIST, file), ...args],
      { cwd: ROOT, env: { ...environment(dataDir), ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

/** The system identifier that initdb writes at the start of global/pg_control, unique to each initdb. */
const systemIdentifier = (pgliteFolder: string) =>
  fs.readFileSync(path.join(pgliteFolder, 'global/pg_control')).subarray(0, 8).toString('hex');

describe('the compiled server (npm start in production)', () => {
  beforeAll(() => {
    // As `npm start` does: builds when the build is missing or older than a source.
    const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs', '--server'], {
      cwd: ROOT,
      stdio: 'pipe',
    });
    expect(build.status, build.stderr?.toString()).toBe(0);
  }, SLOW);
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it(
    "starts without TypeScript on an empty data directory, with the build's demo dated from the start; its commands work",
    async () => {
      const dataDir = path.join(work, 'data');
      const port = await freePort();
      const started = Date.now();
      let output = '';
      const server = spawn(process.execPath, startArgs(), {
        cwd: ROOT,
        env: environment(dataDir, { PORT: String(port), HOST: '127.0.0.1' }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
      const url = `http://127.0.0.1:${port}`;
      try {
        let health: Response | undefined;
        for (const deadline = Date.now() + 120_000; !health?.ok && Date.now() < deadline;) {
          if (server.exitCode !== null) throw new Error(`the server stopped at start:\n${output}`);
          health = await fetch(`${url}/api/health`).catch(() => undefined);
          if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(health?.status, output).toBe(200);
        expect(systemIdentifier(path.join(dataDir, 'pglite'))).toBe(
          systemIdentifier(path.join(DIST, 'pglite-template')),
        );

        const login = await fetch(`${url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@secops.demo', password: 'Demo!2026' }),
        });
        expect(login.status).toBe(200);
        const { accessToken } = (await login.json()) as { accessToken?: string };
        expect(accessToken).toEqual(expect.any(String));

        // The demo came seeded with the build, dated from it: the start moved it to its own moment.
        expect(output).toContain('Données de démonstration créées');
        const list = await fetch(`${url}/api/missions`, {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        const missions = (await list.json()) as { title: string; status: string; startAt: string }[];
        const delegation = missions.find((m) => m.title.includes('délégation au Marois'));
        expect(delegation?.status).toBe('ACTIVE');
        // Seeded three hours before the start, give or take the time the start took.
        const hoursBefore = (started - Date.parse(delegation!.startAt)) / 3_600_000;
        expect(hoursBefore).toBeGreaterThan(2.9);
        expect(hoursBefore).toBeLessThan(3.1);

        // The running server hands its database over to the compiled backup command.
        const backup = await runCompiled('db-backup.js', ['--out', path.join(work, 'backups')], dataDir);
        expect(backup.stderr).toBe('');
        expect(backup.code).toBe(0);
        const archive = /Sauvegarde écrite : (\S+\.tar\.gz)/.exec(backup.stdout)?.[1] ?? '';
        expect(fs.existsSync(archive)).toBe(true);

        const restoredDir = path.join(work, 'restored');
        const restore = await runCompiled('db-restore.js', [archive], restoredDir);
        expect(restore.stderr).toBe('');
        expect(restore.code).toBe(0);
        expect(restore.stdout).toContain('restaurée');
        const created = await runCompiled(
          'user-create.js',
          ['--email', 'direction@exemple.fr', '--role', 'ADMIN'],
          restoredDir,
          { SECOPS_USER_PASSWORD: 'Motdepasse!2026' },
        );
        expect(created.stderr).toBe('');
        expect(created.code).toBe(0);

        // What the start re-dated is in its database for good: the copy holds no demo still dated from the build.
        const restored = await openDatabase({ dataDir: restoredDir });
        try {
          const marks = await restored.db
            .select()
            .from(appSettings)
            .where(eq(appSettings.key, DEMO_DATED_AT));
          expect(marks).toEqual([]);
        } finally {
          await restored.close();
        }
      } finally {
        server.kill('SIGTERM');
      }
      expect(await exited).toBe(0);
    },
    SLOW,
  );
});
