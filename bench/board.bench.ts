/**
 * The scheduling board's API on PostgreSQL: `GET /api/planning/board` for one week with 500 agents and 5,000 shifts
 * in it (10 shifts of 4 hours per agent, two missions' worth of colours, 50 missions). Seeds a throwaway database,
 * starts the app in-process, times sequential requests over HTTP (after a warm-up) and prints p50/p95/p99 and the
 * answer's size, then drops the database.
 *
 *   npx tsx bench/board.bench.ts            (BENCH_DATABASE_URL, default the local PostgreSQL; BENCH_REQUESTS=300)
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { startSession } from '../apps/server/src/modules/auth/session.service.ts';
import { formatBytes, formatSummary, ms, summarize } from './lib/latency.ts';
import { reportRows } from './lib/result.ts';
import { createThrowawayDatabase, queryRows, runStatements } from './lib/throwaway-database.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 20;
// The Paris week of Monday 7 June 2027 (summer time: Monday 00:00 is Sunday 22:00 UTC).
const MONDAY = '2027-06-07';
const SUNDAY = '2027-06-13';

const SEED = [
  `insert into users (email, password_hash, role)
     select 'board-agent-' || i || '@example.test', 'x', 'AGENT' from generate_series(1, 500) i`,
  `insert into agents (user_id, first_name, last_name, matricule, grade)
     select u.id, 'Agent', 'Nom' || lpad(i::text, 3, '0'), 'BOARD-' || i,
       (array['TRAINEE', 'AGENT', 'SENIOR_AGENT', 'TEAM_LEADER'])[1 + i % 4]::grade
     from generate_series(1, 500) i join users u on u.email = 'board-agent-' || i || '@example.test'`,
  `insert into missions (title, type, status, start_at, end_at, location_address)
     select 'Site ' || i, 'RESIDENCE', 'ACTIVE', '2027-06-01T00:00:00Z', '2027-06-30T00:00:00Z', 'Adresse ' || i
     from generate_series(1, 50) i`,
  // Shift k of agent n: day k % 7, at 06:00 (+ n % 4 h) for the first seven, 14:00 (+ n % 4 h) for the other three.
  `insert into shifts (agent_id, mission_id, start_at, end_at, zone)
     select a.id, m.ids[1 + (a.n + k) % 50], t.st, t.st + interval '4 hours', 'Poste ' || (k % 3 + 1)
     from (select id, row_number() over (order by id) as n from agents) a,
          (select array_agg(id order by id) as ids from missions) m,
          generate_series(0, 9) k,
          lateral (select timestamptz '${MONDAY} 00:00 Europe/Paris' + (k % 7) * interval '1 day'
                   + (case when k < 7 then 6 else 14 end + a.n % 4) * interval '1 hour' as st) t`,
  `insert into users (email, password_hash, role) values ('board-admin@example.test', 'x', 'ADMIN')`,
  `analyze`,
];

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const throwaway = await createThrowawayDatabase('secops_board_bench');
  try {
    const database = await openDatabase({ databaseUrl: throwaway.url });
    const seedStart = performance.now();
    await runStatements(throwaway.url, SEED);
    const [seeded] = await queryRows<{ agents: string; shifts: string; admin: string; version: string }>(
      throwaway.url,
      `select (select count(*) from agents) agents, (select count(*) from shifts) shifts,
              (select id from users where email = 'board-admin@example.test') admin, version() version`,
    );
    if (!seeded) throw new Error('seed incomplete');
    console.log(
      `${seeded.version.split(',')[0]}, Node ${process.version}, ${os.cpus().length} CPUs, load ${load()}`,
    );
    console.log(
      `seeded ${seeded.agents} agents, ${seeded.shifts} shifts in ${ms(performance.now() - seedStart)}`,
    );

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: '/nonexistent',
      DATA_DIR: '/tmp/secops-bench',
    });
    const app = await buildApp({ config, database });
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const { accessToken } = await startSession(app.deps.database.db, app.deps.jwt, {
      id: seeded.admin,
      role: 'ADMIN',
    });
    try {
      const url = `${origin}/api/planning/board?from=${MONDAY}&to=${SUNDAY}`;
      const durations: number[] = [];
      let bytes = 0;
      let shifts = 0;
      for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
        const started = performance.now();
        const res = await fetch(url, { headers: { authorization: `Bearer ${accessToken}` } });
        const text = await res.text();
        if (!res.ok) throw new Error(`HTTP ${res.status}: ${text.slice(0, 200)}`);
        if (i < WARM_UP) continue;
        durations.push(performance.now() - started);
        bytes = text.length;
        shifts = (JSON.parse(text) as { shifts: unknown[] }).shifts.length;
      }
      const summary = summarize(durations);
      console.log(`GET /api/planning/board (a week)  ${formatSummary(summary)}`);
      console.log(`  ${shifts} shifts in the answer, ${formatBytes(bytes)}, load ${load()}`);
      const p95 = Math.round(summary.p95 * 10) / 10;
      reportRows('board', [
        {
          measure: 'scheduling board, a week of 500 agents / 5,000 shifts, p95',
          value: p95,
          unit: 'ms',
          goal: '< 100 ms',
          met: p95 < 100,
        },
      ]);
    } finally {
      await app.close();
      await database.close();
    }
  } finally {
    await throwaway.drop();
  }
}

await main();
