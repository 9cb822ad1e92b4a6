/**
 * Guard tours on PostgreSQL: the rounds report of a month for one mission (30 checkpoints, 12 rounds a day, 30 days:
 * 360 rounds and 10,800 scans), as the patrol report PDF of the month and as a day's rounds, over HTTP; and one pass of
 * the end-of-window rule with the month's tours in place. Seeds a throwaway database, prints the figures, drops it.
 *
 *   npx tsx bench/rounds.bench.ts     (BENCH_DATABASE_URL, default the local PostgreSQL; BENCH_REQUESTS=100)
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { startSession } from '../apps/server/src/modules/auth/session.service.ts';
import { createAlertJob } from '../apps/server/src/modules/alerts/alert-job.ts';
import { formatSummary, ms, summarize } from './lib/latency.ts';
import { reportRows } from './lib/result.ts';
import { createThrowawayDatabase, queryRows, runStatements } from './lib/throwaway-database.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const FROM = '2027-06-01';
const TO = '2027-06-30';
/** Every two hours, Paris time. */
const TIMES = Array.from({ length: 12 }, (_, i) => `${String(i * 2).padStart(2, '0')}:00`);

const SEED = [
  `insert into users (email, password_hash, role) values ('rounds-admin@example.test', 'x', 'ADMIN'),
     ('rounds-agent@example.test', 'x', 'AGENT')`,
  `insert into agents (user_id, first_name, last_name, matricule, grade)
     select id, 'Karim', 'Benali', 'RND-1', 'AGENT' from users where email = 'rounds-agent@example.test'`,
  `insert into missions (title, type, status, start_at, end_at, location_lat, location_lng)
     values ('Entrepôt Gennevilliers', 'RESIDENCE', 'ACTIVE', '2027-05-31T22:00:00Z', '2027-07-01T22:00:00Z', 48.93, 2.29)`,
  // The post is held day and night: one 24-hour shift a day.
  `insert into shifts (agent_id, mission_id, start_at, end_at)
     select (select id from agents), (select id from missions), d, d + interval '24 hours'
     from generate_series(timestamptz '2027-05-31T22:00:00Z', timestamptz '2027-06-29T22:00:00Z', interval '1 day') d`,
  `insert into checkpoints (mission_id, name, lat, lng, kind, code, code_hash, created_at)
     select (select id from missions), 'Point ' || i, 48.93 + i * 0.0002, 2.29, 'QR', c.code,
       encode(sha256(convert_to(c.code, 'UTF8')), 'hex'), '2027-05-01T00:00:00Z'
     from generate_series(1, 30) i, lateral (select substr(md5('cp' || i) || md5('x' || i), 1, 22) as code) c`,
  `insert into tours (mission_id, name, order_mode, times, window_minutes, created_at)
     values ((select id from missions), 'Ronde de site', 'STRICT', array[${TIMES.map((t) => `'${t}'`).join(',')}], 45,
       '2027-05-01T00:00:00Z')`,
  `insert into tour_checkpoints (tour_id, checkpoint_id, position)
     select (select id from tours), id, row_number() over (order by name) - 1 from checkpoints`,
  // 12 rounds a day (Paris times, summer: UTC+2), most complete, some with flags, a few partial.
  `insert into rounds (tour_id, mission_id, scheduled_at, window_ends_at, status, checkpoint_ids, agent_id, started_by,
       started_at, finished_at, closed_at)
     select (select id from tours), (select id from missions), s, s + interval '45 minutes',
       case when n % 30 = 0 then 'PARTIAL' when n % 12 = 0 then 'COMPLETE_WITH_FLAGS' else 'COMPLETE' end,
       (select array_agg(checkpoint_id order by position) from tour_checkpoints),
       (select id from agents), (select user_id from agents), s + interval '2 minutes', s + interval '40 minutes',
       s + interval '40 minutes'
     from (select s, row_number() over (order by s) as n
           from generate_series(timestamptz '2027-05-31T22:00:00Z', timestamptz '2027-06-30T20:00:00Z', interval '2 hours') s) r`,
  `insert into round_scans (round_id, checkpoint_id, scanned_at, lat, lng, accuracy, method, flags, scanned_by,
       client_request_id)
     select r.id, c.id, r.started_at + (c.n || ' minutes')::interval, c.lat, c.lng, 8, 'QR',
       case when c.n = 7 and r.status = 'COMPLETE_WITH_FLAGS' then array['FAR'] else array[]::text[] end,
       r.started_by, r.id || ':' || c.id
     from rounds r, (select id, lat, lng, row_number() over (order by name) as n from checkpoints) c
     where r.status <> 'PARTIAL' or c.n <= 20`,
  `vacuum analyze`,
];

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function timeRequests(url: string, token: string, count: number): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < 10 + count; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = Buffer.from(await res.arrayBuffer());
    if (!res.ok) throw new Error(`HTTP ${res.status}: ${body.subarray(0, 200).toString()}`);
    if (i >= 10) durations.push(performance.now() - started);
  }
  return durations;
}

async function main(): Promise<void> {
  const throwaway = await createThrowawayDatabase('secops_rounds_bench');
  try {
    const database = await openDatabase({ databaseUrl: throwaway.url });
    const seedStart = performance.now();
    await runStatements(throwaway.url, SEED);
    const [seeded] = await queryRows<{
      rounds: string;
      scans: string;
      admin: string;
      mission: string;
      version: string;
    }>(
      throwaway.url,
      `select (select count(*) from rounds) rounds, (select count(*) from round_scans) scans,
              (select id from users where email = 'rounds-admin@example.test') admin,
              (select id from missions) mission, version() version`,
    );
    if (!seeded) throw new Error('seed incomplete');
    console.log(
      `${seeded.version.split(',')[0]}, Node ${process.version}, ${os.cpus().length} CPUs, load ${load()}`,
    );
    console.log(
      `seeded ${seeded.rounds} rounds, ${seeded.scans} scans in ${ms(performance.now() - seedStart)}`,
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
    try {
      const { accessToken } = await startSession(database.db, app.deps.jwt, {
        id: seeded.admin,
        role: 'ADMIN',
      });
      const api = `${origin}/api/missions/${seeded.mission}`;
      const pdf = summarize(
        await timeRequests(`${api}/rounds.pdf?from=${FROM}&to=${TO}`, accessToken, REQUESTS),
      );
      console.log(
        `GET rounds.pdf (a month: 360 rounds, 10,800 scans)  ${formatSummary(pdf)}, load ${load()}`,
      );
      const day = summarize(await timeRequests(`${api}/rounds?date=2027-06-15`, accessToken, REQUESTS));
      console.log(`GET rounds?date= (a day: 12 rounds, 360 scans)  ${formatSummary(day)}, load ${load()}`);

      const job = createAlertJob({ db: database.db, log: app.log });
      const passes: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        const started = performance.now();
        await job.runOnce(new Date(Date.parse('2027-06-30T21:00:00Z') + i * 30_000));
        passes.push(performance.now() - started);
      }
      const pass = summarize(passes);
      console.log(`rule pass with the rounds' deadlines  ${formatSummary(pass)}`);
      const round = (value: number) => Math.round(value * 10) / 10;
      reportRows('rounds', [
        {
          measure: 'rounds report of a month (PDF, 360 rounds, 10,800 scans), p95',
          value: round(pdf.p95),
          unit: 'ms',
          goal: '< 100 ms',
          met: pdf.p95 < 100,
        },
        {
          measure: "a day's rounds with their scans (GET rounds?date=), p95",
          value: round(day.p95),
          unit: 'ms',
        },
        {
          measure: 'rule pass with the rounds’ deadlines, p95',
          value: round(pass.p95),
          unit: 'ms',
          goal: '< 200 ms',
          met: pass.p95 < 200,
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
