/** The app as `npm start` runs it (the compiled server), in a process group of its own, for benchmarks. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const pause = (duration: number) => new Promise((resolve) => setTimeout(resolve, duration));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Builds the server (and the web app, unless `serverOnly`) when a source is newer than the build, as `npm start` does.
 */
export function ensureBuild(serverOnly = false): void {
  const args = ['scripts/ensure-build.mjs', ...(serverOnly ? ['--server'] : [])];
  const build = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
}

export type ServerProcess = { origin: string; child: ChildProcess; stop(): Promise<void> };

/** Spawns a command with PORT set and waits until `healthPath` answers 200. */
export async function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  healthPath = '/api/health',
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command}: stopped with code ${child.exitCode}`);
    const ok = await fetch(`${origin}${healthPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { origin, child, stop };
    await pause(20);
  }
}

/** The compiled server (apps/server/dist/main.js) with the given settings and Node options (`npm start`: source maps). */
export function startCompiledServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  return startProcess(process.execPath, [...nodeArgs, 'apps/server/dist/main.js'], env);
}
