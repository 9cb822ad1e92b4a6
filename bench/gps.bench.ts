/**
 * Live GPS load: 2,000 agent sockets each sending one position a second (2,000/s) while 20 admin sockets watch
 * every mission, so 40,000 positions delivered a second (position:updated carries a list: the app sends the positions
 * of one turn of its event loop together, the echo server each on its own). Measures the latency from position:update
 * to position:updated at the admins (p50/p99/max), deliveries lost, positions written and in how many batches, and
 * the server's RSS (peak as the kernel counts it) and CPU.
 * The app runs as `npm start` runs it: the compiled server in a process of its own, on a throwaway PostgreSQL
 * database. The same load against a bare Socket.IO echo server (no auth, no checks, no database; also a process of its
 * own, plain JavaScript) gives the ceiling. Client sockets run in child processes; this one only prepares, starts
 * and counts.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/gps.bench.ts [app|echo|both]
 *   (BENCH_AGENTS, BENCH_ADMINS, BENCH_SECONDS, BENCH_WORKERS change the load; BENCH_SERVER_NODE_ARGS, e.g.
 *   --cpu-prof, is given to the server's Node)
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Db } from '../apps/server/src/db/client.ts';
import { createJwtService, loadJwtSecret } from '../apps/server/src/lib/auth/jwt.ts';
import { startSession } from '../apps/server/src/modules/auth/session.service.ts';
import type { ClientReport, ClientSetup } from './gps-bench.client.ts';
import { peakRssOf, treeUsage } from './lib/process-tree.ts';
import { reportRows } from './lib/result.ts';
import { ensureBuild, startCompiledServer, startProcess, type ServerProcess } from './lib/server-process.ts';
import { createThrowawayDatabase } from './lib/throwaway-database.ts';

const AGENTS = Number(process.env.BENCH_AGENTS ?? 2000);
const ADMINS = Number(process.env.BENCH_ADMINS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const MISSIONS = 20;
// Latencies of the first seconds are left out: each agent's first position waits for its access check.
const WARM_UP_SECONDS = 10;
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const MB = 1048576;

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

/** The ceiling, in plain JavaScript: Socket.IO alone, relaying each position to one room with an ack, nothing else. */
const ECHO_SERVER = `
const http = require('node:http').createServer((request, response) => response.end('ok'));
const gps = new (require('socket.io').Server)(http, { serveClient: false }).of('/gps');
gps.on('connection', (socket) => {
  socket.on('mission:subscribe', (_payload, ack) => {
    socket.join('gps:all');
    ack({ ok: true });
  });
  socket.on('position:update', (payload, ack) => {
    gps.to('gps:all').emit('position:updated', [payload]);
    ack({ ok: true });
  });
});
http.listen(Number(process.env.PORT), '127.0.0.1');
`;

type Target = {
  server: ServerProcess;
  agents: ClientSetup['agents'];
  admins: string[];
  positionsWritten?(): Promise<number>;
  batchesWritten?(): Promise<number>;
  close(): Promise<void>;
};

/** Options for the server's Node, e.g. `--cpu-prof` (which NODE_OPTIONS may not carry). */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** Seeds the throwaway database and signs an access token for each account, with the secret the server is given. */
async function seedAndSign(db: Db, client: pg.Client, dataDir: string) {
  for (const statement of SEED) await client.query(statement);
  const agentRows = await client.query<{ user_id: string; mission_id: string }>(
    `select a.user_id, ma.mission_id from agents a join mission_assignments ma on ma.agent_id = a.id`,
  );
  const adminRows = await client.query<{ id: string }>(`select id from users where role = 'ADMIN'`);
  const jwt = createJwtService(loadJwtSecret(loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir })));
  const tokenOf = async (id: string, role: 'AGENT' | 'ADMIN') =>
    (await startSession(db, jwt, { id, role })).accessToken;
  const agents: ClientSetup['agents'] = [];
  // A few at a time: thousands at once wait past the pool's connection timeout on a busy machine.
  for (let i = 0; i < agentRows.rows.length; i += 100) {
    const chunk = agentRows.rows.slice(i, i + 100);
    agents.push(
      ...(await Promise.all(
        chunk.map(async (r) => ({ token: await tokenOf(r.user_id, 'AGENT'), missionId: r.mission_id })),
      )),
    );
  }
  const admins = await Promise.all(adminRows.rows.map((r) => tokenOf(r.id, 'ADMIN')));
  return { agents, admins };
}

/** The real server: handshakes, checks, batched writes, fan-out through the emitter; compiled, in its own process. */
async function appTarget(): Promise<Target> {
  const database = await createThrowawayDatabase('secops_gps_bench');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'secops-gps-bench-'));
  const client = new pg.Client({ connectionString: database.url });
  const dispose = async () => {
    await client.end().catch(() => undefined);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await client.connect();
    // Opening the database migrates it.
    const opened = await openDatabase({ databaseUrl: database.url });
    const { agents, admins } = await seedAndSign(opened.db, client, dataDir).finally(() => opened.close());
    const server = await startCompiledServer(
      {
        NODE_ENV: 'production',
        DATABASE_URL: database.url,
        JWT_SECRET: SECRET,
        SEED_DEMO: 'false',
        DATA_DIR: dataDir,
        WEB_DIST: '/nonexistent',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      },
      ['--enable-source-maps', ...SERVER_NODE_ARGS],
    );
    return {
      server,
      agents,
      admins,
      positionsWritten: async () =>
        Number((await client.query('select count(*) from gps_positions')).rows[0].count),
      // The rows of one batch share its transaction id.
      batchesWritten: async () =>
        Number((await client.query('select count(distinct xmin::text) from gps_positions')).rows[0].count),
      close: async () => {
        await server.stop();
        await dispose();
      },
    };
  } catch (error) {
    // A run that fails to start leaves no database behind.
    await dispose();
    throw error;
  }
}

async function echoTarget(): Promise<Target> {
  const server = await startProcess(process.execPath, [...SERVER_NODE_ARGS, '-e', ECHO_SERVER], {}, '/');
  const missionId = '00000000-0000-4000-8000-000000000000';
  return {
    server,
    agents: Array.from({ length: AGENTS }, () => ({ token: 'x', missionId })),
    admins: Array.from({ length: ADMINS }, () => 'x'),
    close: () => server.stop(),
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

type Outcome = { p99: number; lost: number; unacknowledged: number; peakMb: number };

async function run(kind: 'app' | 'echo'): Promise<Outcome> {
  const target = kind === 'app' ? await appTarget() : await echoTarget();
  const pid = target.server.child.pid!;
  const clientFile = new URL('./gps-bench.client.ts', import.meta.url).pathname;
  // Each client in a session of its own: the kernel then shares the CPU between them and the server as it would
  // between machines, instead of the server and its load sharing one slice.
  const workers = Array.from({ length: WORKERS }, () => fork(clientFile, [], { detached: true }));
  const ready = workers.map((w) => new Promise((resolve) => w.once('message', resolve)));
  workers.forEach((w, i) =>
    w.send({
      type: 'setup',
      url: target.server.origin,
      agents: split(target.agents, WORKERS, i),
      admins: split(target.admins, WORKERS, i),
      seconds: SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
    } satisfies ClientSetup),
  );
  await Promise.all(ready);

  const connected = treeUsage(pid);
  let sampledPeak = 0;
  const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, treeUsage(pid).largest)), 250);
  const reports = workers.map((w) => new Promise<ClientReport>((resolve) => w.once('message', resolve)));
  const startedAt = Date.now();
  workers.forEach((w) => w.send({ type: 'start' }));
  const all = await Promise.all(reports);
  clearInterval(sampler);
  const wall = (Date.now() - startedAt) / 1000;
  const cpuSeconds = treeUsage(pid).cpuSeconds - connected.cpuSeconds;
  const peak = peakRssOf(pid);

  const histogram = new Map<number, number>();
  for (const report of all)
    for (const [b, c] of report.histogram) histogram.set(b, (histogram.get(b) ?? 0) + c);
  const measured = [...histogram.values()].reduce((a, b) => a + b, 0);
  const sum = (key: 'sent' | 'acked' | 'refused' | 'received' | 'messages') =>
    all.reduce((a, r) => a + r[key], 0);
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
        positionsPerMessage: Math.round((sum('received') / sum('messages')) * 10) / 10,
        latencyMs: {
          p50: percentile(histogram, measured, 0.5),
          p99: percentile(histogram, measured, 0.99),
          max: percentile(histogram, measured, 1),
        },
        positionsWritten: written,
        batchesWritten: batches,
        batchesPerSecond: Math.round((batches / wall) * 10) / 10,
        serverRssWithSocketsMb: Math.round(connected.largest / MB),
        serverSampledPeakRssMb: Math.round(sampledPeak / MB),
        serverPeakRssMb: Math.round(peak / MB),
        serverCpuPercent: Math.round((cpuSeconds / wall) * 100),
        serverCpuMsPerPosition: Math.round((cpuSeconds / sum('sent')) * 1e5) / 100,
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
    peakMb: Math.round(peak / MB),
  };
}

const which = process.argv[2] ?? 'both';
if (which !== 'echo') ensureBuild(true);
const echo = which === 'app' ? undefined : await run('echo');
const app = which === 'echo' ? undefined : await run('app');
if (app) {
  const ceiling = echo ? `${echo.p99} ms (echo server)` : undefined;
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
