import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** A free TCP port on 127.0.0.1, for a server process to listen on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = { url: string; child: ChildProcess; output: () => string };

/**
 * The real server in a process of its own (its sources through tsx, the code `npm start` runs compiled), ready once
 * /api/health answers: what a fault test kills, stops or restarts.
 */
export async function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  let log = '';
  // One process (node with tsx's loader), so that a kill reaches the server itself, not a launcher.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env, PORT: String(chosen) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${chosen}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start:\n${log}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, child, output: () => log };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not healthy within 120 s:\n${log}`);
}

/** Stops a server process with a signal and waits for it to be gone. */
export function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}

/** Signs in with a demo account (the demo data is seeded on an empty database) and answers its bearer header. */
export async function signIn(url: string, email = 'admin@secops.demo'): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo!2026' }),
  });
  const body = (await response.json()) as { accessToken?: string };
  if (!body.accessToken) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.accessToken}`, 'content-type': 'application/json' };
}

/** A throwaway PostgreSQL database beside `base` (a server URL), named after `prefix`, and the way to drop it. */
export async function throwawayDatabase(
  base: string,
  prefix: string,
): Promise<{ url: URL; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
