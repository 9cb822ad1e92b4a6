/**
 * Attendance report speed: 1,000,000 attendances over two years on PostgreSQL. Times the report filtered to one month
 * (`GET /api/attendance/all`, totals and first page) and the full CSV export of every row, sampling the server's
 * memory while it streams. Seeds a throwaway database, starts the app in-process on a free port, then drops it.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/attendance.bench.ts
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { startSession } from '../apps/server/src/modules/auth/session.service.ts';
import { reportRows } from './lib/result.ts';

const ROWS = Number(process.env.BENCH_ATTENDANCES ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 20;
const MB = 1024 * 1024;

const SEED = [
  `select setseed(0.42)`,
  `insert into users (email, password_hash, role)
     select 'bench-agent-' || i || '@example.test', 'x', 'AGENT' from generate_series(1, 2000) i`,
  `insert into agents (user_id, first_name, last_name, matricule)
     select u.id, 'Agent', 'Nom' || lpad(i::text, 5, '0'), 'BENCH-' || i
     from generate_series(1, 2000) i join users u on u.email = 'bench-agent-' || i || '@example.test'`,
  `insert into missions (title, type, status, start_at, end_at, location_address, location_lat, location_lng)
     select 'Mission ' || i, 'EVENT', 'COMPLETED', now() - interval '730 days', now(),
       i || ' avenue des Champs-Élysées, 75008 Paris', 48.87, 2.30
     from generate_series(1, 2000) i`,
  // Two years of attendances, about 1,370 a day: 8-hour shifts, some overtime, some at night.
  `insert into attendances (agent_id, mission_id, status, start_time, end_time, period_start, start_lat, start_lng,
       start_accuracy, regular_hours, overtime_hours, day_hours, night_hours, sunday_hours, holiday_hours)
     select a.ids[1 + (i % 2000)], m.ids[1 + ((i * 7) % 2000)], 'COMPLETED', t.st, t.st + interval '8 hours', t.st,
       48.87, 2.30, 5 + random() * 150, 8, case when i % 10 = 0 then 1 else 0 end, 6, 2,
       case when extract(dow from t.st) = 0 then 8 else 0 end, 0
     from generate_series(1, ${ROWS}) i,
          (select array_agg(id order by id) as ids from agents) a,
          (select array_agg(id order by id) as ids from missions) m,
          lateral (select now() - interval '730 days' + (i::float8 / ${ROWS}) * interval '730 days' as st) t`,
  `insert into users (email, password_hash, role) values ('bench-admin@example.test', 'x', 'ADMIN')`,
  `analyze`,
];

const percentile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function timeReport(address: string, headers: Record<string, string>): Promise<string> {
  const durations: number[] = [];
  let total = 0;
  for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
    // A random calendar month of the last two years.
    const month = new Date(Date.now() - Math.floor(Math.random() * 23) * 30.5 * 86_400_000);
    const y = month.getUTCFullYear();
    const m = month.getUTCMonth() + 1;
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const mm = String(m).padStart(2, '0');
    const started = performance.now();
    const res = await fetch(
      `${address}/api/attendance/all?startDate=${y}-${mm}-01&endDate=${y}-${mm}-${last}`,
      {
        headers,
      },
    );
    const body = (await res.json()) as { total: number };
    if (!res.ok) throw new Error(`report: HTTP ${res.status}`);
    if (i >= WARM_UP) {
      durations.push(performance.now() - started);
      total += body.total;
    }
  }
  durations.sort((a, b) => a - b);
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((q) => percentile(durations, q));
  const value = Math.round(p95! * 10) / 10;
  reportRows('attendance', [
    {
      measure: 'report of one month among 1,000,000, p95',
      value,
      unit: 'ms',
      goal: '< 200 ms',
      met: value < 200,
    },
  ]);
  return (
    `GET /api/attendance/all (one month)  n=${REQUESTS}  p50 ${ms(p50!)}  p95 ${ms(p95!)}  p99 ${ms(p99!)}` +
    `  (${Math.round(total / REQUESTS)} attendances a month on average)`
  );
}

const downloadWorker = fileURLToPath(new URL('./lib/download.worker.ts', import.meta.url));

/** The whole CSV, read by a child process while this one (the server) samples its own memory. */
async function timeCsv(address: string, headers: Record<string, string>): Promise<string> {
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  let ticks = 0;
  const sampler = setInterval(() => {
    // With --expose-gc, a full collection every second tells retained memory from garbage not yet collected.
    if (++ticks % 20 === 0) global.gc?.();
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 50);
  const worker = fork(downloadWorker);
  const result = await new Promise<{ bytes: number; lines: number; ms: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.send({ url: `${address}/api/attendance/export?format=csv`, headers });
  });
  clearInterval(sampler);
  const mib = (n: number) => `${(n / MB).toFixed(0)} MiB`;
  const growth = Math.round((peakRss - before.rss) / MB);
  reportRows('attendance', [
    {
      measure: 'CSV export of 1,000,000 rows, server memory growth',
      value: growth,
      unit: 'MiB',
      goal: '< 100 MB',
      met: growth < 100,
    },
  ]);
  return (
    `GET /api/attendance/export?format=csv (everything)  ${result.lines} lines, ${(result.bytes / MB).toFixed(1)} MiB ` +
    `in ${(result.ms / 1000).toFixed(1)} s; server RSS ${mib(before.rss)} before, peak ${mib(peakRss)} ` +
    `(+${mib(peakRss - before.rss)}); heap used ${mib(before.heapUsed)} before, peak ${mib(peakHeap)}`
  );
}

async function main(): Promise<void> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base)
    throw new Error('BENCH_DATABASE_URL is required (a PostgreSQL URL; a throwaway database is made there)');
  const name = `secops_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: url.toString() });
    const seeding = new pg.Client({ connectionString: url.toString() });
    await seeding.connect();
    const seedStart = performance.now();
    for (const statement of SEED) await seeding.query(statement);
    const adminId = (await seeding.query(`select id from users where email = 'bench-admin@example.test'`))
      .rows[0].id;
    const count = (await seeding.query('select count(*)::int n from attendances')).rows[0].n;
    const version = (await seeding.query('show server_version')).rows[0].server_version;
    await seeding.end();
    console.log(`PostgreSQL ${version}, Node ${process.version}, ${os.cpus().length} CPUs`);
    console.log(`seeded ${count} attendances in ${ms(performance.now() - seedStart)}`);

    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: '/nonexistent',
      DATA_DIR: '/tmp/secops-bench',
    });
    const app = await buildApp({ config, database });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const session = { id: adminId, role: 'ADMIN' as const };
    const { accessToken: token } = await startSession(app.deps.database.db, app.deps.jwt, session);
    const headers = { authorization: `Bearer ${token}` };
    try {
      console.log(await timeReport(address, headers));
      console.log(await timeCsv(address, headers));
      console.log(
        `load average (1, 5, 15 min): ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(', ')}`,
      );
    } finally {
      await app.close();
      await database.close();
    }
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
