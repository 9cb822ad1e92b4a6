/**
 * The morning rush on the call socket: BENCH_USERS users (default 1,000; a tenth staff, the others agents on missions
 * of 10) connect one after the other, evenly spread over BENCH_CONNECT_SECONDS (default 60), through two client
 * processes. Measures the server's CPU time and the bytes it wrote (WebSocket frames included) from the first
 * connection until every socket's presence view has been quiet for 2 s, then what one more sign-in costs once
 * everyone is connected. Each client keeps every socket's view (`available-users`, `user-online`, `user-offline`)
 * and reports how many users each one sees.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/calls.bench.ts presence
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { PresenceReady, PresenceReport, PresenceSetup } from './calls-presence.client.ts';
import { startCallsApp, type Party } from './lib/calls-app.ts';

const USERS = Number(process.env.BENCH_USERS ?? 1000);
const CONNECT_SECONDS = Number(process.env.BENCH_CONNECT_SECONDS ?? 60);
const STAFF = Math.round(USERS / 10);
const TEAM = 10;
const MISSIONS = Math.floor((USERS - STAFF) / TEAM);

const SEED = [
  `insert into users (email, password_hash, role, first_name, last_name)
     select 'bench-staff-' || lpad(i::text, 5, '0') || '@example.test', 'x', 'SUPERVISOR', 'Superviseur', 'N°' || i
     from generate_series(1, ${STAFF}) i`,
  `insert into users (email, password_hash, role, first_name, last_name)
     select 'bench-agent-' || lpad(i::text, 5, '0') || '@example.test', 'x', 'AGENT', 'Agent', 'N°' || i
     from generate_series(1, ${USERS - STAFF + 1}) i`,
  `insert into agents (user_id, first_name, last_name, matricule)
     select id, first_name, last_name, 'M-' || email from users where role = 'AGENT'`,
  `insert into missions (title, type, status, start_at, end_at)
     select 'Mission ' || lpad(i::text, 5, '0'), 'EVENT', 'ACTIVE', now() - interval '1 hour', now() + interval '8 hours'
     from generate_series(1, ${MISSIONS}) i`,
  `insert into mission_assignments (mission_id, agent_id)
     select m.id, a.id
     from (select id, (row_number() over (order by matricule) - 1) % ${MISSIONS} as n from agents) a
     join (select id, row_number() over (order by title) - 1 as n from missions) m on m.n = a.n`,
  `analyze`,
];

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const kb = (bytes: number) => (bytes >= 1e6 ? mb(bytes) : `${(bytes / 1e3).toFixed(1)} kB`);

export async function runPresence(): Promise<void> {
  const app = await startCallsApp(SEED);
  // The last agent signs in once everyone else is connected.
  const lateEmail = `bench-agent-${String(USERS - STAFF + 1).padStart(5, '0')}@example.test`;
  const late = app.parties.get(lateEmail) as Party;
  const parties = [...app.parties.entries()]
    .filter(([email]) => email !== lateEmail)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, party]) => party);
  // Staff and agents arrive mixed, as they would.
  const order = parties.map((party, i) => ({ party, key: (i * 7919) % parties.length }));
  order.sort((a, b) => a.key - b.key);
  const spacing = (CONNECT_SECONDS * 1000) / order.length;
  const workers = [0, 1].map(() =>
    fork(new URL('./calls-presence.client.ts', import.meta.url).pathname, [], { detached: true }),
  );
  const ready = workers.map((w) => new Promise<PresenceReady>((resolve) => w.once('message', resolve)));
  workers.forEach((w, i) =>
    w.send({
      type: 'setup',
      url: app.url,
      arrivals: order
        .map(({ party }, n) => ({ party, atMs: n * spacing }))
        .filter((_, n) => n % workers.length === i),
    } satisfies PresenceSetup),
  );
  await Promise.all(ready);

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const loadBefore = os.loadavg()[0] ?? 0;
  const bytesBefore = app.bytesSent();
  const cpu = process.cpuUsage();
  const startedAt = Date.now();
  const settled = workers.map((w) => new Promise<PresenceReport>((resolve) => w.once('message', resolve)));
  workers.forEach((w) => w.send({ type: 'start', at: Date.now() + 500 }));
  const reports = await Promise.all(settled);
  const used = process.cpuUsage(cpu);
  const wall = (Date.now() - startedAt) / 1000;
  const load = `${loadBefore.toFixed(1)} → ${(os.loadavg()[0] ?? 0).toFixed(1)}`;
  const bytes = app.bytesSent() - bytesBefore;
  loop.disable();

  const lateBytes = app.bytesSent();
  const lateCpu = process.cpuUsage();
  const lateDone = new Promise<PresenceReport>((resolve) => workers[0]?.once('message', resolve));
  workers[0]?.send({ type: 'late', party: late });
  const lateReport = await lateDone;
  const lateUsed = process.cpuUsage(lateCpu);
  const lateSent = app.bytesSent() - lateBytes;
  workers.forEach((w) => w.kill());
  await app.close();

  const seen = reports.flatMap((r) => r.seen).sort((a, b) => a - b);
  const cpuS = (used.user + used.system) / 1e6;
  console.log(
    `\n${order.length} users (${STAFF} staff, agents on missions of ${TEAM}) connecting over ${CONNECT_SECONDS} s, ` +
      `${os.cpus().length} CPUs`,
  );
  console.log(
    '| connected | server CPU time | server CPU (% of the window) | bytes sent | loop delay p99 | window | load (1 min) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  console.log(
    `| ${reports.reduce((a, r) => a + r.connected, 0)} / ${order.length} | ${cpuS.toFixed(1)} s | ` +
      `${Math.round((cpuS / wall) * 100)} % | ${mb(bytes)} | ${Math.round(loop.percentile(99) / 1e6)} ms | ` +
      `${wall.toFixed(1)} s | ${load} |`,
  );
  console.log(
    `users seen per socket: min ${seen[0]}, median ${seen[Math.floor(seen.length / 2)]}, max ${seen.at(-1)}`,
  );
  console.log(
    `one more sign-in at ${order.length} users: ${kb(lateSent)} sent, ` +
      `${((lateUsed.user + lateUsed.system) / 1000).toFixed(0)} ms of server CPU (its socket sees ${lateReport.seen[0]})`,
  );
}
