/**
 * Missions speed on PostgreSQL with 10,000 missions, 2,000 agents and 50,000 assignments (bench/lib/missions-seed.ts).
 * Starts the app in-process on a free port (production settings, no logging), then:
 * 1. times each route alone, one request after the other (service time and answer size);
 * 2. sends an open-loop load from a child process, BENCH_RATE requests/s for BENCH_SECONDS after a warm-up, to
 *    GET /api/missions?limit=50 and GET /api/missions/{id}, printing p50/p95/p99/max and errors;
 * 3. times BENCH_PDF_RENDERS downloads of the big mission's PDF report, one after the other;
 * 4. loads the unpaged GET /api/missions (10,000 missions, megabytes per answer) open-loop at BENCH_ALL_RATE/s for
 *    BENCH_SECONDS, then at BENCH_RATE/s for BENCH_BURST_SECONDS (last, as it leaves a backlog behind).
 * The throwaway database is dropped at the end.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/missions.bench.ts
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { startSession } from '../apps/server/src/modules/auth/session.service.ts';
import { formatBytes, formatSummary, ms, summarize } from './lib/latency.ts';
import { ADMIN_EMAIL, BIG_MISSION_TITLE, MISSIONS_SEED, SEED_COUNTS } from './lib/missions-seed.ts';
import { runOpenLoop } from './lib/open-loop.ts';
import { reportRows } from './lib/result.ts';
import { createThrowawayDatabase, queryRows, runStatements } from './lib/throwaway-database.ts';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ALL_RATE = Number(process.env.BENCH_ALL_RATE ?? 10);
const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 3);
const PDF_RENDERS = Number(process.env.BENCH_PDF_RENDERS ?? 30);
const WARM_UP_SECONDS = 3;
const TIMEOUT_MS = 10_000;

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

type Target = { origin: string; headers: Record<string, string> };
type Route = { label: string; paths: string[] };

/** Requests one after the other (closed loop): what one request costs when nothing else runs. */
async function sequential(target: Target, route: Route, count: number, warmUp = 3) {
  const durations: number[] = [];
  let size = 0;
  for (let i = 0; i < warmUp + count; i += 1) {
    const started = performance.now();
    const res = await fetch(`${target.origin}${route.paths[i % route.paths.length]}`, {
      headers: target.headers,
    });
    size = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`${route.label}: HTTP ${res.status}`);
    if (i >= warmUp) durations.push(performance.now() - started);
  }
  const summary = summarize(durations);
  console.log(`${route.label}  one at a time: ${formatSummary(summary)}  answer ${formatBytes(size)}`);
  return summary;
}

async function openLoop(target: Target, route: Route, rate: number, seconds: number): Promise<void> {
  const before = load();
  const cpu = process.cpuUsage();
  const report = await runOpenLoop({
    ...target,
    paths: route.paths,
    rate,
    seconds,
    warmUpSeconds: WARM_UP_SECONDS,
    timeoutMs: TIMEOUT_MS,
  });
  const used = process.cpuUsage(cpu);
  const serverCpu = (used.user + used.system) / 1000 / ((seconds + WARM_UP_SECONDS) * 1000);
  const answered = report.latencies.length;
  console.log(
    `${route.label}  open loop ${rate}/s for ${seconds} s: ${formatSummary(summarize(report.latencies))}`,
  );
  console.log(
    `  errors ${report.errors} (time-outs ${report.timeouts}), statuses ${JSON.stringify(report.statuses)}, ` +
      `answer ${formatBytes(answered ? report.bytes / answered : 0)}, send lag max ${ms(report.maxSendLagMs)}, ` +
      `server process CPU ${(serverCpu * 100).toFixed(0)} %, load ${before} -> ${load()}`,
  );
}

async function main(): Promise<void> {
  const throwaway = await createThrowawayDatabase('secops_missions_bench');
  try {
    const database = await openDatabase({ databaseUrl: throwaway.url });
    const seedStart = performance.now();
    await runStatements(throwaway.url, MISSIONS_SEED);
    const [counts] = await queryRows(throwaway.url, SEED_COUNTS);
    const missionIds = (await queryRows<{ id: string }>(throwaway.url, 'select id from missions')).map(
      (r) => r.id,
    );
    const [ids] = await queryRows<{ admin: string; big: string; version: string }>(
      throwaway.url,
      `select (select id from users where email = '${ADMIN_EMAIL}') admin,
              (select id from missions where title = '${BIG_MISSION_TITLE}') big, version() version`,
    );
    if (!ids) throw new Error('seed incomplete');
    console.log(
      `${ids.version.split(',')[0]}, Node ${process.version}, ${os.cpus().length} CPUs, load ${load()}`,
    );
    console.log(`seeded ${JSON.stringify(counts)} in ${ms(performance.now() - seedStart)}`);

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: '/nonexistent',
      DATA_DIR: '/tmp/secops-bench',
    });
    const app = await buildApp({ config, database });
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const session = { id: ids.admin, role: 'ADMIN' as const };
    const { accessToken: token } = await startSession(app.deps.database.db, app.deps.jwt, session);
    const target = { origin, headers: { authorization: `Bearer ${token}` } };
    try {
      const randomIds = Array.from(
        { length: 5000 },
        () => missionIds[Math.floor(Math.random() * missionIds.length)],
      );
      const page = { label: 'GET /api/missions?limit=50', paths: ['/api/missions?limit=50'] };
      const detail = { label: 'GET /api/missions/{id}', paths: randomIds.map((id) => `/api/missions/${id}`) };
      const big = { label: 'GET /api/missions/{big}', paths: [`/api/missions/${ids.big}`] };
      const pdf = {
        label: 'GET /api/missions/{big}/report/pdf',
        paths: [`/api/missions/${ids.big}/report/pdf`],
      };
      const all = { label: 'GET /api/missions', paths: ['/api/missions'] };
      for (const route of [page, detail, big]) await sequential(target, route, 100);
      await sequential(target, all, 20);
      await openLoop(target, page, RATE, SECONDS);
      await openLoop(target, detail, RATE, SECONDS);
      const report = await sequential(target, pdf, PDF_RENDERS);
      const median = Math.round(report.p50 * 10) / 10;
      reportRows('missions', [
        {
          measure: 'mission PDF, 50 agents / 300 shifts / 100 incidents, p50',
          value: median,
          unit: 'ms',
          goal: '< 100 ms',
          met: median < 100,
        },
      ]);
      await openLoop(target, all, ALL_RATE, SECONDS);
      await openLoop(target, all, RATE, BURST_SECONDS);
    } finally {
      await app.close();
      await database.close();
    }
  } finally {
    await throwaway.drop();
  }
}

await main();
