/**
 * The activity report on PostgreSQL: one day of a client with 20 missions, 200 shifts (each clocked), 500 logbook
 * entries (four types in five shown to the client), 40 incidents and 120 rounds with their scans. Times the report's
 * data and PDF together (what the job does for each report), "Envoyer maintenant" over HTTP (the report made, then
 * answered 202), and one pass of the job that makes, renders and sends the day's report. Seeds a throwaway database,
 * prints the figures, drops it.
 *
 *   npx tsx bench/client-report.bench.ts     (BENCH_DATABASE_URL, default the local PostgreSQL; BENCH_REQUESTS=50)
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { startSession } from '../apps/server/src/modules/auth/session.service.ts';
import { loadClientActivity } from '../apps/server/src/modules/client-portal/client-activity.repository.ts';
import { buildReportPdf } from '../apps/server/src/modules/client-reports/client-report.builder.ts';
import { clientReportJobOf } from '../apps/server/src/modules/client-reports/client-reports.routes.ts';
import { formatBytes, formatSummary, ms, summarize } from './lib/latency.ts';
import { reportRows } from './lib/result.ts';
import { createThrowawayDatabase, queryRows, runStatements } from './lib/throwaway-database.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
/** Monday 15 June 2026, Paris summer time (UTC+2); the job runs the next morning at 07:00. */
const DAY = '2026-06-15';
const MIDNIGHT = '2026-06-14T22:00:00Z';
const NEXT_MORNING = new Date('2026-06-16T05:00:00Z');
const TYPES = ['OBSERVATION', 'PATROL', 'VISITOR', 'DELIVERY', 'INSTRUCTION'];

const SEED = [
  `insert into users (email, password_hash, role) values ('report-admin@example.test', 'x', 'ADMIN')`,
  `insert into users (email, password_hash, role)
     select 'report-agent-' || i || '@example.test', 'x', 'AGENT' from generate_series(1, 40) i`,
  `insert into agents (user_id, first_name, last_name, matricule, grade)
     select u.id, 'Agent' || i, 'Nom' || i, 'REP-' || i, 'AGENT'
     from generate_series(1, 40) i join users u on u.email = 'report-agent-' || i || '@example.test'`,
  `insert into clients (name) values ('Foncière Bench')`,
  `insert into missions (title, type, status, client_id, start_at, end_at, location_address, location_lat, location_lng)
     select 'Site ' || lpad(i::text, 2, '0'), 'RESIDENCE', 'ACTIVE', (select id from clients), '2026-06-01T00:00:00Z',
       '2026-07-01T00:00:00Z', i || ' rue de la Paix, 75002 Paris', 48.86 + i * 0.001, 2.33
     from generate_series(1, 20) i`,
  // Ten posts a mission on the day: three 8-hour shifts around the clock, staffed by several guards each.
  `insert into shifts (agent_id, mission_id, start_at, end_at)
     select a.ids[1 + (m.n * 10 + k) % 40], m.id, timestamptz '${MIDNIGHT}' + (k % 3) * interval '8 hours',
       timestamptz '${MIDNIGHT}' + (k % 3 + 1) * interval '8 hours'
     from (select id, row_number() over (order by title) as n from missions) m, generate_series(0, 9) k,
          (select array_agg(id order by matricule) as ids from agents) a`,
  `insert into attendances (agent_id, mission_id, shift_id, status, start_time, period_start, end_time)
     select agent_id, mission_id, id, 'COMPLETED', start_at + interval '2 minutes', start_at + interval '2 minutes',
       end_at - interval '1 minute' from shifts`,
  `insert into logbook_entries (mission_id, type, source, text, occurred_at, written_at, author_user_id, author_name)
     select m.id, (array[${TYPES.map((t) => `'${t}'`).join(',')}])[1 + k % 5], 'MANUAL',
       'Passage ' || k || ' : portes fermées, éclairage du parking vérifié, rien à signaler sur le site ' || m.title,
       timestamptz '${MIDNIGHT}' + k * interval '57 minutes', timestamptz '${MIDNIGHT}' + k * interval '57 minutes',
       (select user_id from agents order by matricule limit 1), 'Agent1 Nom1'
     from missions m, generate_series(0, 24) k`,
  `insert into incidents (mission_id, type, severity, title, description, status, occurred_at, resolution)
     select m.id, 'technical', 2, 'Porte de service bloquée ' || k, 'Constat du gardien',
       case when k = 1 then 'RESOLVED'::incident_status else 'OPEN'::incident_status end,
       timestamptz '${MIDNIGHT}' + (k * 5) * interval '1 hour', case when k = 1 then 'Réparée' end
     from missions m, generate_series(1, 2) k`,
  `insert into checkpoints (mission_id, name, kind, code, code_hash, created_at)
     select m.id, 'Point ' || i, 'QR', c.code, encode(sha256(convert_to(c.code, 'UTF8')), 'hex'), '2026-05-01T00:00:00Z'
     from missions m, generate_series(1, 4) i,
       lateral (select substr(md5(m.id::text || i) || md5('x' || i), 1, 22) as code) c`,
  `insert into tours (mission_id, name, order_mode, times, window_minutes, created_at)
     select id, 'Ronde de site', 'FREE', array['00:00','04:00','08:00','12:00','16:00','20:00'], 45, '2026-05-01T00:00:00Z'
     from missions`,
  `insert into tour_checkpoints (tour_id, checkpoint_id, position)
     select t.id, c.id, row_number() over (partition by t.id order by c.name) - 1
     from tours t join checkpoints c on c.mission_id = t.mission_id`,
  `insert into rounds (tour_id, mission_id, scheduled_at, window_ends_at, status, checkpoint_ids, agent_id, started_by,
       started_at, finished_at, closed_at)
     select t.id, t.mission_id, s, s + interval '45 minutes', 'COMPLETE',
       (select array_agg(checkpoint_id order by position) from tour_checkpoints where tour_id = t.id),
       (select id from agents order by matricule limit 1), (select user_id from agents order by matricule limit 1),
       s + interval '2 minutes', s + interval '20 minutes', s + interval '20 minutes'
     from tours t, generate_series(timestamptz '${MIDNIGHT}', timestamptz '${MIDNIGHT}' + interval '20 hours',
       interval '4 hours') s`,
  `insert into round_scans (round_id, checkpoint_id, scanned_at, method, flags, scanned_by, client_request_id)
     select r.id, c, r.started_at + interval '3 minutes', 'QR', array[]::text[], r.started_by, r.id || ':' || c
     from rounds r, unnest(r.checkpoint_ids) c`,
  `insert into client_report_settings (client_id, recipients, frequency, time)
     select id, array['direction@fonciere.test'], 'DAILY', '07:00' from clients`,
  `vacuum analyze`,
];

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const throwaway = await createThrowawayDatabase('secops_client_report_bench');
  try {
    const database = await openDatabase({ databaseUrl: throwaway.url });
    const seedStart = performance.now();
    await runStatements(throwaway.url, SEED);
    const [seeded] = await queryRows<{
      missions: string;
      shifts: string;
      entries: string;
      rounds: string;
      admin: string;
      client: string;
      version: string;
    }>(
      throwaway.url,
      `select (select count(*) from missions) missions, (select count(*) from shifts) shifts,
              (select count(*) from logbook_entries) entries, (select count(*) from rounds) rounds,
              (select id from users where email = 'report-admin@example.test') admin,
              (select id from clients) client, version() version`,
    );
    if (!seeded) throw new Error('seed incomplete');
    console.log(
      `${seeded.version.split(',')[0]}, Node ${process.version}, ${os.cpus().length} CPUs, load ${load()}`,
    );
    console.log(
      `seeded ${seeded.missions} missions, ${seeded.shifts} shifts, ${seeded.entries} entries, ${seeded.rounds} rounds ` +
        `in ${ms(performance.now() - seedStart)}`,
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
      const missionIds = (
        await queryRows<{ id: string }>(throwaway.url, 'select id from missions order by title')
      ).map((row) => row.id);
      const subject = {
        clientId: seeded.client,
        clientName: 'Foncière Bench',
        kind: 'DAILY' as const,
        periodStart: DAY,
        periodEnd: DAY,
      };
      const builds: number[] = [];
      const loads: number[] = [];
      let size = 0;
      for (let i = 0; i < 5 + REQUESTS; i += 1) {
        const started = performance.now();
        const pdf = await buildReportPdf(database.db, subject, NEXT_MORNING);
        if (i >= 5) builds.push(performance.now() - started);
        size = pdf.length;
        const loadStart = performance.now();
        await loadClientActivity(database.db, { missionIds, from: DAY, to: DAY, now: NEXT_MORNING });
        if (i >= 5) loads.push(performance.now() - loadStart);
      }
      const build = summarize(builds);
      console.log(
        `report of a day, data + PDF (${formatBytes(size)})  ${formatSummary(build)}, load ${load()}`,
      );
      console.log(`  of which the data (loadClientActivity)  ${formatSummary(summarize(loads))}`);

      const { accessToken } = await startSession(database.db, app.deps.jwt, {
        id: seeded.admin,
        role: 'ADMIN',
      });
      const sends: number[] = [];
      for (let i = 0; i < 5 + REQUESTS; i += 1) {
        const started = performance.now();
        const res = await fetch(`${origin}/api/clients/${seeded.client}/reports/send`, {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ date: DAY }),
        });
        if (res.status !== 202) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
        if (i >= 5) sends.push(performance.now() - started);
      }
      await clientReportJobOf(app).idle();
      const send = summarize(sends);
      console.log(`POST reports/send (made, answered 202)  ${formatSummary(send)}, load ${load()}`);

      const passStart = performance.now();
      const pass = await clientReportJobOf(app).runOnce(NEXT_MORNING);
      const passMs = performance.now() - passStart;
      if (pass?.created !== 1 || pass.sent !== 1) throw new Error(`job pass: ${JSON.stringify(pass)}`);
      console.log(`job pass: the day's report made, rendered and sent (to the outbox)  ${ms(passMs)}`);

      const round = (value: number) => Math.round(value * 10) / 10;
      reportRows('client-report', [
        {
          measure: 'activity report of a day (20 missions, 200 shifts, 500 entries), data + PDF, p95',
          value: round(build.p95),
          unit: 'ms',
          goal: '< 1000 ms',
          met: build.p95 < 1000,
        },
        { measure: '"Envoyer maintenant" (POST reports/send, 202), p95', value: round(send.p95), unit: 'ms' },
        { measure: 'job pass making and sending that report', value: round(passMs), unit: 'ms' },
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
