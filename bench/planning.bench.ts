/**
 * Planning speed: agent suggestions and the week query on PostgreSQL with 5,000 agents, 100,000 shifts and
 * 10,000 missions. Seeds a throwaway database, starts the app in-process on a free port, times requests over HTTP,
 * prints p50/p95/p99, then drops the database.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/planning.bench.ts
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { startSession } from '../apps/server/src/modules/auth/session.service.ts';
import { reportRows } from './lib/result.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 20;
const DAY_MS = 86_400_000;

const SEED = [
  `select setseed(0.42)`,
  `insert into users (email, password_hash, role, is_active)
     select 'bench-agent-' || i || '@example.test', 'x', 'AGENT', i % 50 <> 0 from generate_series(1, 5000) i`,
  `insert into agents (user_id, first_name, last_name, matricule, address_lat, address_lng, specialties)
     select u.id, 'Agent', 'Nom' || lpad(i::text, 5, '0'), 'BENCH-' || i,
       case when i % 10 <> 0 then 48.5 + random() * 0.6 end,
       case when i % 10 <> 0 then 1.9 + random() * 0.9 end,
       string_to_array((array['BODYGUARD', 'DRIVER', 'BODYGUARD,DRIVER', 'OBSERVER,TECHNICAL',
         'TEAM_LEADER,BODYGUARD'])[1 + i % 5], ',')
     from generate_series(1, 5000) i join users u on u.email = 'bench-agent-' || i || '@example.test'`,
  `insert into certifications (agent_id, type, expires_at)
     select a.id, (array['CQP APS', 'SST', 'Carte professionnelle'])[1 + k], now() + (random() * 1000 - 300) * interval '1 day'
     from agents a, generate_series(0, 1) k where random() < 0.75`,
  `insert into missions (title, type, status, start_at, end_at, location_address, location_lat, location_lng)
     select 'Mission ' || i,
       (array['VIP_PROTECTION', 'ESCORT', 'EVENT', 'RESIDENCE', 'TRANSPORT', 'OTHER'])[1 + i % 6]::mission_type,
       (array['PREPARATION', 'CONFIRMED', 'ACTIVE', 'COMPLETED', 'ARCHIVED'])[1 + i % 5]::mission_status,
       s, s + (2 + random() * 118) * interval '1 hour', 'Adresse ' || i, 48.5 + random() * 0.6, 1.9 + random() * 0.9
     from (select i, now() - interval '365 days' + random() * interval '730 days' as s
           from generate_series(1, 10000) i) x`,
  `insert into mission_assignments (mission_id, agent_id)
     select m.id, a.ids[1 + ((m.n * 7 + k * 1013) % 5000)]
     from (select id, row_number() over (order by id) as n from missions) m,
          (select array_agg(id order by id) as ids from agents) a, generate_series(0, 2) k`,
  // 20 shifts per agent, 8 hours each, one in each 9-day slice of ±90 days around now: never overlapping.
  `insert into shifts (agent_id, mission_id, start_at, end_at)
     select a.id, m.ids[1 + ((a.n * 20 + k) * 7919 % 10000)], t.st, t.st + interval '8 hours'
     from (select id, row_number() over (order by id) as n from agents) a,
          (select array_agg(id order by id) as ids from missions) m,
          generate_series(0, 19) k,
          lateral (select date_trunc('hour', now()) - interval '90 days' + k * interval '9 days'
                   + ((a.n * 13 + k * 5) % 192) * interval '1 hour' as st) t`,
  `insert into users (email, password_hash, role) values ('bench-admin@example.test', 'x', 'ADMIN')`,
  `analyze`,
];

const percentile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function time(label: string, request: () => Promise<Response>) {
  const durations: number[] = [];
  for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
    const started = performance.now();
    const res = await request();
    await res.text();
    if (!res.ok) throw new Error(`${label}: HTTP ${res.status}`);
    if (i >= WARM_UP) durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((q) => percentile(durations, q));
  return {
    text: `${label.padEnd(34)} n=${REQUESTS}  p50 ${ms(p50!)}  p95 ${ms(p95!)}  p99 ${ms(p99!)}`,
    p95: Math.round(p95! * 10) / 10,
    p99: Math.round(p99! * 10) / 10,
  };
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
    const counts = await seeding.query(
      `select (select count(*) from agents) agents, (select count(*) from shifts) shifts,
              (select count(*) from missions) missions, (select count(*) from certifications) certifications`,
    );
    const missionIds = (await seeding.query('select id from missions')).rows.map((r: { id: string }) => r.id);
    const adminId = (await seeding.query(`select id from users where email = 'bench-admin@example.test'`))
      .rows[0].id;
    const version = (await seeding.query('show server_version')).rows[0].server_version;
    await seeding.end();
    console.log(`PostgreSQL ${version}, Node ${process.version}, ${os.cpus().length} CPUs`);
    console.log(`seeded ${JSON.stringify(counts.rows[0])} in ${ms(performance.now() - seedStart)}`);

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
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    try {
      const suggest = () => {
        const start = Date.now() + Math.round((Math.random() * 60 - 30) * 24) * 3_600_000;
        const body = {
          missionId: pick(missionIds),
          startAt: new Date(start).toISOString(),
          endAt: new Date(start + 8 * 3_600_000).toISOString(),
          limit: 5,
        };
        return fetch(`${address}/api/planning/suggest-agents`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
      };
      const week = () => {
        const date = new Date(Date.now() + (Math.random() * 730 - 365) * DAY_MS).toISOString().slice(0, 10);
        return fetch(`${address}/api/planning/week?date=${date}`, { headers });
      };
      const suggestions = await time('POST /api/planning/suggest-agents', suggest);
      console.log(suggestions.text);
      const weeks = await time('GET /api/planning/week', week);
      console.log(weeks.text);
      reportRows('planning', [
        {
          measure: 'suggestions, 5,000 agents / 100,000 shifts, p95',
          value: suggestions.p95,
          unit: 'ms',
          goal: '< 25 ms',
          met: suggestions.p95 < 25,
        },
        {
          measure: 'week of 10,000 missions, p99',
          value: weeks.p99,
          unit: 'ms',
          goal: '< 30 ms',
          met: weeks.p99 < 30,
        },
      ]);
      // The figures only mean something next to how busy the machine was.
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
    // pg's pool.end() resolves before its sockets are closed; a forced drop at once would kill them mid-close.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
