import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './faults/server-process.ts';
import { dumpSocketPath, requestEmbeddedDump } from './lib/embedded-dump.ts';

const main = new URL('./main.ts', import.meta.url).pathname;

type Run = { code: number | null; output: string; stderr: string };

/** Starts the real server process, as `npm start` does, with its own environment. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => {
    output += d.toString();
    stderr += d.toString();
  });
  const exited = new Promise<Run>((resolve) => child.on('exit', (code) => resolve({ code, output, stderr })));
  return { child, exited, output: () => output };
}

/** Waits for the server to answer its health check; fails with what it printed when it stops or takes too long. */
async function waitForHealth(
  port: number,
  server: ReturnType<typeof startServer>,
  deadline = Date.now() + 60_000,
): Promise<void> {
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`le serveur ne répond pas${exited ? ' (arrêté)' : ''} :\n${server.output()}`);
}

/** A start that failed as an operator should see it: exit code 1, one French line on stderr naming the setting. */
function expectOneLineNaming(run: Run, setting: string, words: string) {
  expect(run.code).toBe(1);
  expect(run.stderr.split('\n').filter(Boolean)).toEqual([expect.stringContaining(setting)]);
  expect(run.stderr).toContain(words);
  expect(run.output).not.toMatch(/^\s+at /m);
  expect(run.output).not.toMatch(/\b(Error|Invalid|expected|received)\b/);
}

describe('server process', () => {
  it('refuses to start on a bad setting with one French line naming the variable', async () => {
    const run = await startServer({ PORT: 'abc', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'secops-main-')) })
      .exited;
    expectOneLineNaming(run, 'PORT', 'Configuration invalide : PORT attend un numéro de port entier');
  });

  it('stops on a port already taken before it creates its data folder', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'secops-main-')), 'data');
    try {
      const run = await startServer({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
      }).exited;
      expectOneLineNaming(run, 'PORT', `le port ${port} de 127.0.0.1 est déjà pris`);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      taken.close();
    }
  }, 90_000);

  it('stops on a DATA_DIR it cannot write to, saying what to do', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'secops-main-'));
    // A file on the path refuses the folder even to root, who may write anywhere else.
    writeFileSync(path.join(parent, 'file'), '');
    const run = await startServer({
      PORT: String(await freePort()),
      DATA_DIR: path.join(parent, 'file/data'),
    }).exited;
    expectOneLineNaming(run, 'DATA_DIR', "impossible d'écrire dans");
    expect(run.stderr).toContain("donnez-le à l'utilisateur qui lance le serveur");
  }, 90_000);

  it('stops on a PostgreSQL that does not answer, naming DATABASE_URL', async () => {
    const closed = await freePort();
    const run = await startServer({
      PORT: String(await freePort()),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'secops-main-')),
      DATABASE_URL: `postgres://secops@127.0.0.1:${closed}/secops`,
    }).exited;
    expectOneLineNaming(
      run,
      'DATABASE_URL',
      `PostgreSQL ne répond pas sur 127.0.0.1:${closed} (connexion refusée)`,
    );
  }, 90_000);

  it('stops accepting and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'secops-main-')),
    });
    await waitForHealth(port, server);
    server.child.kill('SIGTERM');
    const run = await server.exited;
    expect(run.code).toBe(0);
    expect(run.output).toContain('arrêt en cours');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 90_000);

  it('hands a copy of its embedded database to npm run db:backup while it runs', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'secops-main-'));
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    await waitForHealth(port, server);
    const dump = await requestEmbeddedDump(dataDir);
    expect(dump.migrations).toBeGreaterThan(0);
    expect(dump.tar.length).toBeGreaterThan(0);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(existsSync(dumpSocketPath(dataDir))).toBe(false);
  }, 90_000);

  it('refuses to start in production while a demo account keeps the public password', async () => {
    const run = await startServer({
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      PORT: String(await freePort()),
      JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'secops-main-')),
    }).exited;
    expect(run.code).toBe(1);
    expect(run.output).toContain('Comptes de démonstration avec le mot de passe public en production');
    expect(run.output).toContain('admin@secops.demo');
  }, 90_000);
});
