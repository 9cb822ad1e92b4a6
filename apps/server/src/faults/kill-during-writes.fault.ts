import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn, startServer, stopServer, throwawayDatabase, type ServerProcess } from './server-process.ts';

const WRITES = 400;
const KILL_AFTER = 120;

/**
 * Creates clients as fast as the server takes them, kills the server (SIGKILL) once KILL_AFTER were acknowledged,
 * restarts it on the same data, and checks that every acknowledged client is there.
 */
async function burstThenKill(start: () => Promise<ServerProcess>) {
  const first = await start();
  const headers = await signIn(first.url);
  const acknowledged: string[] = [];
  let killed = false;
  const write = async (n: number) => {
    const response = await fetch(`${first.url}/api/clients`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Client panne ${n}` }),
    }).catch(() => undefined);
    if (response?.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
    if (!killed && acknowledged.length >= KILL_AFTER) {
      killed = true;
      first.child.kill('SIGKILL');
    }
  };
  // Eight writers at a time, like a busy office.
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < WRITES && !killed) await write((next += 1));
    }),
  );
  await stopServer(first, 'SIGKILL');
  const killedBy = first.child.signalCode;
  const second = await start();
  const again = await signIn(second.url);
  const missing: string[] = [];
  for (const id of acknowledged) {
    const response = await fetch(`${second.url}/api/clients/${id}`, { headers: again });
    if (response.status !== 200) missing.push(`${id} → ${response.status}`);
  }
  await stopServer(second);
  return { acknowledged: acknowledged.length, killedBy, missing };
}

describe('kill -9 during a burst of writes', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('keeps every acknowledged write on the embedded database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'secops-fault-'));
    dirs.push(dataDir);
    const result = await burstThenKill(() => startServer({ DATA_DIR: dataDir }));
    expect(result.killedBy).toBe('SIGKILL');
    expect(result.acknowledged).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(result.acknowledged).toBeLessThan(WRITES);
    expect(result.missing).toEqual([]);
  });

  const base = process.env.TEST_DATABASE_URL;
  it.skipIf(!base)('keeps every acknowledged write on PostgreSQL', async () => {
    const { url, drop } = await throwawayDatabase(base as string, 'secops_fault');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'secops-fault-'));
    dirs.push(dataDir);
    try {
      const result = await burstThenKill(() =>
        startServer({ DATABASE_URL: url.toString(), DATA_DIR: dataDir }),
      );
      expect(result.killedBy).toBe('SIGKILL');
      expect(result.acknowledged).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(result.acknowledged).toBeLessThan(WRITES);
      expect(result.missing).toEqual([]);
    } finally {
      await drop();
    }
  });
});
