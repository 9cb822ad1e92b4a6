import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTcpProxy } from '../test/tcp-proxy.ts';
import { startFieldWriters, type Shift } from './field-writers.ts';
import { signIn, startServer, stopServer, throwawayDatabase, type ServerProcess } from './server-process.ts';

const base = process.env.TEST_DATABASE_URL;
const title = base
  ? 'the database connection cut while agents write'
  : 'the database connection cut while agents write (skipped: TEST_DATABASE_URL is not set)';
const CUTS = 5;
const TASKS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await pause(100);
  }
}

/** The agent's mission in progress, its agent id, and TASKS check-list tasks for everyone on it. */
async function prepareShift(url: string, database: pg.Client): Promise<Shift> {
  const staff = await signIn(url);
  const field = await signIn(url, 'agent@secops.demo');
  const missions = (await (await fetch(`${url}/api/missions`, { headers: field })).json()) as {
    id: string;
    status: string;
  }[];
  const missionId = missions.find((mission) => mission.status === 'ACTIVE')?.id as string;
  const { rows } = await database.query<{ id: string }>(
    `select a.id from agents a join users u on u.id = a.user_id where u.email = 'agent@secops.demo'`,
  );
  const tasks: string[] = [];
  for (let from = 0; from < TASKS; from += 200) {
    const items = Array.from({ length: 200 }, (_, i) => ({ label: `Ronde ${from + i}` }));
    const response = await fetch(`${url}/api/checklists/bulk`, {
      method: 'POST',
      headers: staff,
      body: JSON.stringify({ missionId, items }),
    });
    tasks.push(...((await response.json()) as { id: string }[]).map((item) => item.id));
  }
  return { url, staff, field, agentId: rows[0]?.id as string, missionId, tasks };
}

/** Whether the server's change feed (db/pg-change-feed.ts) has a connection opened since `since`. */
async function feedListeningSince(database: pg.Client, since: Date): Promise<boolean> {
  const { rows } = await database.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where application_name = 'secops-change-feed' and datname = current_database() and backend_start > $1`,
    [since],
  );
  return (rows[0]?.n ?? 0) > 0;
}

describe.skipIf(!base)(title, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`keeps the same process serving through ${CUTS} cuts, answering 503 meanwhile, and loses no acknowledged write`, async () => {
    const { url: direct, drop } = await throwawayDatabase(base as string, 'secops_cut');
    cleanups.push(drop);
    const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    cleanups.push(() => proxy.close());
    const proxied = new URL(direct);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'secops-fault-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server: ServerProcess = await startServer({ DATABASE_URL: proxied.toString(), DATA_DIR: dataDir });
    cleanups.push(() => stopServer(server));
    const pid = server.child.pid;
    const database = new pg.Client({ connectionString: direct.toString() });
    await database.connect();
    cleanups.push(() => database.end());

    const shift = await prepareShift(server.url, database);
    expect(shift.tasks).toHaveLength(TASKS);
    const writers = startFieldWriters(shift);
    const alive = () => server.child.exitCode === null && server.child.signalCode === null;
    for (let cut = 1; cut <= CUTS; cut += 1) {
      const before = writers.count();
      await until(`writes acknowledged before cut ${cut}`, async () => writers.count() >= before + 30);
      const cutAt = new Date();
      proxy.cut();
      await pause(1_500);
      expect(alive(), `after cut ${cut}:\n${server.output()}`).toBe(true);
      const down = await fetch(`${server.url}/api/missions`, { headers: shift.staff });
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('5');
      expect(await down.json()).toMatchObject({ message: 'Service momentanément indisponible' });
      proxy.restore();
      const after = writers.count();
      await until(`writes acknowledged after restore ${cut}`, async () => writers.count() > after + 10);
      // Nothing restarts the server: the process of the first pid is still the one that answers.
      expect(alive(), `after restore ${cut}:\n${server.output()}`).toBe(true);
      expect(process.kill(pid as number, 0)).toBe(true);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      await until(`the change feed listening again after restore ${cut}`, () =>
        feedListeningSince(database, cutAt),
      );
    }
    await writers.stop();

    // Every write was answered, with 2xx or 503 'Service momentanément indisponible' and Retry-After.
    const refused = writers.answers.filter((answer) => answer.status < 200 || answer.status >= 300);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused)
      expect(answer).toEqual({ status: 503, retryAfter: '5', message: 'Service momentanément indisponible' });

    const { acknowledged } = writers;
    const stored = async (text: string, values: unknown[]) =>
      new Set((await database.query<{ key: string }>(text, values)).rows.map((row) => row.key));
    const positions = await stored(
      `select to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as key
         from gps_positions where agent_id = $1`,
      [shift.agentId],
    );
    const alerts = await stored(`select id::text as key from sos_alerts where agent_id = $1`, [
      shift.agentId,
    ]);
    const ticks = await stored(
      `select item_id::text as key from checklist_ticks where agent_id = $1 and checked`,
      [shift.agentId],
    );
    expect(acknowledged.positions.filter((key) => !positions.has(key))).toEqual([]);
    expect(acknowledged.sos.filter((key) => !alerts.has(key))).toEqual([]);
    expect(acknowledged.ticks.filter((key) => !ticks.has(key))).toEqual([]);
    expect(acknowledged.positions.length).toBeGreaterThan(0);
    expect(acknowledged.sos.length).toBeGreaterThan(0);
    expect(acknowledged.ticks.length).toBeGreaterThan(0);
  });
});
