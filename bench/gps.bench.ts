/**
 * Live GPS load: 2,000 agent sockets each sending one position a second (2,000/s) while 20 admin sockets watch
 * every mission, so 40,000 positions delivered a second (position:updated carries a list: the app sends the positions
 * of one turn of its event loop together, the echo server each on its own). Measures the latency from position:update
 * to position:updated at the admins (p50/p99/max), deliveries lost, positions written and in how many batches, server
 * RSS and CPU.
 * The same load against a bare Socket.IO echo server (no auth, no checks, no database) gives the ceiling.
 * Client sockets run in child processes; the server runs in this process on PostgreSQL (with both, each server in a
 * process of its own, so that the echo server's memory does not count in the app's).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/gps.bench.ts [app|echo|both]
 *   (BENCH_AGENTS, BENCH_ADMINS, BENCH_SECONDS, BENCH_WORKERS change the load)
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Server } from 'socket.io';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { startSession } from '../apps/server/src/modules/auth/session.service.ts';
import { attachRealtime } from '../apps/server/src/realtime/realtime.plugin.ts';
import type { ClientReport, ClientSetup } from './gps-bench.client.ts';
import { reportRows } from './lib/result.ts';
import { isApart, runApart, sendOutcome } from './lib/run-apart.ts';

const AGENTS = Number(process.env.BENCH_AGENTS ?? 2000);
const ADMINS = Number(process.env.BENCH_ADMINS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const MISSIONS = 20;
// Latencies of the first seconds are left out: each agent's first position waits for its access check.
const WARM_UP_SECONDS = 10;
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';

const SEED = [
  `insert into missions (title, type, status, start_at, end_at, location_lat, location_lng)
     select 'Mission ' || i, 'EVENT', 'ACTIVE', now() - interval '1 hour', now() + interval '1 day', 48.85, 2.35
     from generate_series(1, ${MISSIONS}) i`,
  `insert into users (email, password_hash, role)
     select 'bench-agent-' || i || '@example.test', 'x', 'AGENT' from generate_series(1, ${AGENTS}) i`,
  `insert into users (email, password_hash, role)
     select 'bench-admin-' || i || '@example.test', 'x', 'ADMIN' from generate_series(1, ${ADMINS}) i`,
  `insert into agents (user_id, first_name, last_name, matricule)
     select id, 'Agent', email, 'GPS-' || email from users where role = 'AGENT'`,
  `insert into mission_assignments (mission_id, agent_id)
     select m.ids[1 + (a.n % ${MISSIONS})], a.id
     from (select id, row_number() over (order by id) as n from agents) a,
          (select array_agg(id order by id) as ids from missions) m`,
  // Positions are recorded on duty only: each agent has a shift on their mission over the run.
  `insert into shifts (agent_id, mission_id, start_at, end_at)
     select agent_id, mission_id, now() - interval '1 hour', now() + interval '1 day' from mission_assignments`,
  `analyze`,
];

type Target = { url: string; agents: ClientSetup['agents']; admins: string[]; close(): Promise<void> };

async function throwawayDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `secops_gps_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

type Written = { positionsWritten(): Promise<number>; batchesWritten(): Promise<number> };

/** The real server: app, handshakes, checks, batched writes, fan-out through the emitter. */
async function appTarget(): Promise<Target & Written> {
  const db = await throwawayDatabase();
  const database = await openDatabase({ databaseUrl: db.url });
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  for (const statement of SEED) await client.query(statement);
  const agentRows = await client.query<{ user_id: string; mission_id: string }>(
    `select a.user_id, ma.mission_id from agents a join mission_assignments ma on ma.agent_id = a.id`,
  );
  const adminRows = await client.query<{ id: string }>(`select id from users where role = 'ADMIN'`);
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    JWT_SECRET: SECRET,
    WEB_DIST: '/nonexistent',
    DATA_DIR: path.join(os.tmpdir(), 'secops-gps-bench'),
  });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await attachRealtime(app);
  const tokenOf = async (id: string, role: 'AGENT' | 'ADMIN') =>
    (await startSession(app.deps.database.db, app.deps.jwt, { id, role })).accessToken;
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    agents: await Promise.all(
      agentRows.rows.map(async (r) => ({
        token: await tokenOf(r.user_id, 'AGENT'),
        missionId: r.mission_id,
      })),
    ),
    admins: await Promise.all(adminRows.rows.map((r) => tokenOf(r.id, 'ADMIN'))),
    positionsWritten: async () =>
      Number((await client.query('select count(*) from gps_positions')).rows[0].count),
    // The rows of one batch share its transaction id.
    batchesWritten: async () =>
      Number((await client.query('select count(distinct xmin::text) from gps_positions')).rows[0].count),
    close: async () => {
      await app.close();
      await client.end();
      await database.close();
      // pg-pool resolves end() before its sockets are closed; a forced drop would kill them mid-close.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await db.drop();
    },
  };
}

/** The ceiling: Socket.IO alone, relaying each position to one room with an ack, nothing else. */
async function echoTarget(): Promise<Target> {
  const http: HttpServer = createServer();
  const io = new Server(http, { serveClient: false });
  const gps = io.of('/gps');
  gps.on('connection', (socket) => {
    socket.on('mission:subscribe', (_payload: unknown, ack: (a: object) => void) => {
      void socket.join('gps:all');
      ack({ ok: true });
    });
    socket.on('position:update', (payload: object, ack: (a: object) => void) => {
      gps.to('gps:all').emit('position:updated', [payload]);
      ack({ ok: true });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const missionId = '00000000-0000-4000-8000-000000000000';
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    agents: Array.from({ length: AGENTS }, () => ({ token: 'x', missionId })),
    admins: Array.from({ length: ADMINS }, () => 'x'),
    close: () => io.close(),
  };
}

const split = <T>(list: T[], parts: number, part: number) => list.filter((_, i) => i % parts === part);

function percentile(histogram: Map<number, number>, total: number, q: number): number {
  let seen = 0;
  for (const [bucket, count] of [...histogram].sort((a, b) => a[0] - b[0])) {
    seen += count;
    if (seen >= q * total) return bucket / 10;
  }
  return NaN;
}

async function run(
  kind: 'app' | 'echo',
): Promise<{ p99: number; lost: number; unacknowledged: number; peakMb: number }> {
  const target: Target & Partial<Written> = kind === 'app' ? await appTarget() : await echoTarget();
  const clientFile = new URL('./gps-bench.client.ts', import.meta.url).pathname;
  // Each client in a session of its own: the kernel then shares the CPU between them and the server as it would
  // between machines, instead of the server and its load sharing one slice.
  const workers = Array.from({ length: WORKERS }, () => fork(clientFile, [], { detached: true }));
  const ready = workers.map((w) => new Promise((resolve) => w.once('message', resolve)));
  workers.forEach((w, i) =>
    w.send({
      type: 'setup',
      url: target.url,
      agents: split(target.agents, WORKERS, i),
      admins: split(target.admins, WORKERS, i),
      seconds: SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
    } satisfies ClientSetup),
  );
  await Promise.all(ready);

  const rssBefore = process.memoryUsage().rss;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 500);
  const cpu = process.cpuUsage();
  const reports = workers.map((w) => new Promise<ClientReport>((resolve) => w.once('message', resolve)));
  const startedAt = Date.now();
  workers.forEach((w) => w.send({ type: 'start' }));
  const all = await Promise.all(reports);
  clearInterval(sampler);
  loop.disable();
  const used = process.cpuUsage(cpu);
  const wall = (Date.now() - startedAt) / 1000;

  const histogram = new Map<number, number>();
  for (const report of all)
    for (const [b, c] of report.histogram) histogram.set(b, (histogram.get(b) ?? 0) + c);
  const measured = [...histogram.values()].reduce((a, b) => a + b, 0);
  const sum = (key: 'sent' | 'acked' | 'refused' | 'received') => all.reduce((a, r) => a + r[key], 0);
  const expected = sum('acked') * ADMINS;
  const written = (await target.positionsWritten?.()) ?? NaN;
  const batches = (await target.batchesWritten?.()) ?? NaN;
  console.log(
    JSON.stringify(
      {
        target: kind,
        agents: AGENTS,
        admins: ADMINS,
        seconds: SECONDS,
        sent: sum('sent'),
        acked: sum('acked'),
        refused: sum('refused'),
        errors: all.reduce<Record<string, number>>((acc, r) => {
          for (const [code, n] of Object.entries(r.errors)) acc[code] = (acc[code] ?? 0) + n;
          return acc;
        }, {}),
        deliveriesExpected: expected,
        deliveriesReceived: sum('received'),
        lost: Math.max(0, expected - sum('received')),
        latencyMs: {
          p50: percentile(histogram, measured, 0.5),
          p99: percentile(histogram, measured, 0.99),
          max: percentile(histogram, measured, 1),
        },
        positionsWritten: written,
        batchesWritten: batches,
        batchesPerSecond: Math.round((batches / wall) * 10) / 10,
        serverRssWithSocketsMb: Math.round(rssBefore / 1048576),
        serverPeakRssMb: Math.round(peakRss / 1048576),
        serverCpuPercent: Math.round(((used.user + used.system) / 1e6 / wall) * 100),
        serverEventLoopDelayP99Ms: Math.round(loop.percentile(99) / 1e6),
        clientCpuPercent: all.map((r) => r.cpuPercent),
        machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10) },
      },
      null,
      2,
    ),
  );
  workers.forEach((w) => w.kill());
  await target.close();
  return {
    p99: percentile(histogram, measured, 0.99),
    lost: Math.max(0, expected - sum('received')),
    unacknowledged: sum('sent') - sum('acked'),
    peakMb: Math.round(peakRss / 1048576),
  };
}

type Outcome = Awaited<ReturnType<typeof run>>;
const which = process.argv[2] ?? 'both';
const outcomes: Partial<Record<'app' | 'echo', Outcome>> = {};
// Each server in a process of its own: the echo server's sockets and the garbage it leaves counted in the app's memory.
if (which === 'both')
  for (const kind of ['echo', 'app'] as const)
    outcomes[kind] = await runApart<Outcome>(fileURLToPath(import.meta.url), [kind]);
else outcomes[which as 'app' | 'echo'] = await run(which as 'app' | 'echo');
const app = outcomes.app;
if (isApart()) sendOutcome(outcomes[which as 'app' | 'echo']);
else if (app) {
  const ceiling = outcomes.echo ? `${outcomes.echo.p99} ms (echo server)` : undefined;
  reportRows('gps', [
    {
      measure: `${AGENTS} agents, ${ADMINS} maps: position → map, p99`,
      value: app.p99,
      unit: 'ms',
      goal: '< 100 ms',
      met: app.p99 < 100,
      ceiling,
    },
    {
      measure: 'positions not acknowledged (refused, failed, timed out)',
      value: app.unacknowledged,
      unit: '',
      goal: '0',
      met: app.unacknowledged === 0,
    },
    {
      measure: 'deliveries of acknowledged positions lost',
      value: app.lost,
      unit: '',
      goal: '0',
      met: app.lost === 0,
    },
    { measure: 'server peak memory', value: app.peakMb, unit: 'MB', goal: '< 500 MB', met: app.peakMb < 500 },
  ]);
}
