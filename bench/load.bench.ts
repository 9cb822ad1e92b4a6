/**
 * 200 signed-in users on PostgreSQL for 60 s: 40 staff in the admin area (lists of missions, agents and incidents,
 * mission details, the live map, the dashboard, chat) and 160 agents in the field app (their missions and
 * check-lists, ticks, shifts, chat, a GPS position every 5 s), each at a human pace (bench/load-bench.client.ts).
 * Seeds a throwaway database (bench/lib/load-seed.ts), starts the app in-process on a free port with its socket
 * servers attached as main.ts does, signs every user in once through POST /api/auth/login (each from an address of
 * its own, as users behind their own connections), then plays them from child processes. Prints p50/p95/p99/max and
 * errors per kind of action and overall, and the server's RSS every 5 s. Exits 1 unless there is no error, the
 * overall p99 is under 200 ms and the RSS at the end is within 10 % of the first sample taken under load (at 5 s).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/load.bench.ts
 *   (LOAD_USERS, LOAD_SECONDS and LOAD_WORKERS change the load; a fifth of the users are staff)
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/lib/auth/password.ts';
import { attachRealtime } from '../apps/server/src/realtime/realtime.plugin.ts';
import type { ClientReady, ClientReport, ClientSetup, KindReport, LoadUser } from './load-bench.client.ts';
import { formatSummary, ms, summarize } from './lib/latency.ts';
import { agentEmail, LOAD_SEED_COUNTS, loadSeed, staffEmail } from './lib/load-seed.ts';
import { createThrowawayDatabase, queryRows, runStatements } from './lib/throwaway-database.ts';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WORKERS = Number(process.env.LOAD_WORKERS ?? 2);
const STAFF = Math.round(USERS / 5);
const PASSWORD = 'Charge-de-travail-2026';
const SAMPLE_MS = 5000;
const SIGN_IN_AT_ONCE = 8;
const P99_TARGET_MS = 200;

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const mb = (bytes: number) => Math.round(bytes / 1_048_576);
const address = (i: number) => `10.20.${i >> 8}.${i & 255}`;

/** Every user with what the client needs to play them: agents know their mission under way and its tasks. */
async function loadUsers(
  url: string,
): Promise<Omit<ClientSetup, 'type' | 'url' | 'seconds' | 'signInAtOnce'>> {
  const teams = await queryRows<{ email: string; agent_id: string; mission_id: string; task_ids: string[] }>(
    url,
    `select u.email, a.id agent_id, m.id mission_id,
       (select array_agg(c.id) from checklist_items c where c.mission_id = m.id) task_ids
     from agents a join users u on u.id = a.user_id
       join mission_assignments ma on ma.agent_id = a.id join missions m on m.id = ma.mission_id
     where m.status = 'ACTIVE'`,
  );
  const missions = await queryRows<{ id: string; status: string }>(url, 'select id, status from missions');
  const byEmail = new Map(teams.map((t) => [t.email, t]));
  const users: LoadUser[] = Array.from({ length: USERS }, (_, i) => {
    if (i < STAFF) return { email: staffEmail(i + 1), role: 'staff', address: address(i) };
    const team = byEmail.get(agentEmail(i - STAFF + 1));
    if (!team) throw new Error(`no mission under way for agent ${i - STAFF + 1}`);
    const { agent_id: agentId, mission_id: missionId, task_ids: taskIds } = team;
    return { email: team.email, role: 'agent', address: address(i), agentId, missionId, taskIds };
  });
  return {
    password: PASSWORD,
    users,
    missionIds: missions.map((m) => m.id),
    activeMissionIds: missions.filter((m) => m.status === 'ACTIVE').map((m) => m.id),
  };
}

const merge = (into: KindReport, from: KindReport) => {
  into.latencies.push(...from.latencies);
  into.errors += from.errors;
  for (const [status, n] of Object.entries(from.statuses))
    into.statuses[status] = (into.statuses[status] ?? 0) + n;
};

const POSITION_ACK = 'agent: position (socket)';

/** The table of every kind of action, then all of them together, and all but the position acknowledgements. */
function printTable(kinds: Map<string, KindReport>): { errors: number; p99: number; p99Waited: number } {
  const all: KindReport = { latencies: [], errors: 0, statuses: {} };
  const waited: KindReport = { latencies: [], errors: 0, statuses: {} };
  const rows = [...kinds].sort(([a], [b]) => a.localeCompare(b));
  const line = (label: string, r: KindReport) => {
    const s = summarize(r.latencies);
    const cells = [s.count + r.errors, r.errors, ms(s.p50), ms(s.p95), ms(s.p99), ms(s.max)];
    const bad = Object.entries(r.statuses).filter(([status]) => !/^2\d\d$|^ok$/.test(status));
    console.log(
      `| ${label.padEnd(34)} | ${cells.map((c) => String(c).padStart(8)).join(' | ')} |` +
        (bad.length ? ` ${JSON.stringify(Object.fromEntries(bad))}` : ''),
    );
  };
  console.log(
    `| ${'action'.padEnd(34)} | ${['requests', 'errors', 'p50', 'p95', 'p99', 'max'].map((h) => h.padStart(8)).join(' | ')} |`,
  );
  console.log(`| ${'-'.repeat(34)} | ${Array(6).fill('-------:').join(' | ')} |`);
  for (const [kind, report] of rows) {
    line(kind, report);
    merge(all, report);
    if (kind !== POSITION_ACK) merge(waited, report);
  }
  line('all', all);
  line('all but position acknowledgements', waited);
  return {
    errors: all.errors,
    p99: summarize(all.latencies).p99,
    p99Waited: summarize(waited.latencies).p99,
  };
}

async function main(): Promise<void> {
  const throwaway = await createThrowawayDatabase('secops_load_bench');
  const workers: ReturnType<typeof fork>[] = [];
  try {
    const database = await openDatabase({ databaseUrl: throwaway.url });
    const seedStart = performance.now();
    await runStatements(
      throwaway.url,
      loadSeed({ staff: STAFF, agents: USERS - STAFF }, await hashPassword(PASSWORD)),
    );
    const [counts] = await queryRows(throwaway.url, LOAD_SEED_COUNTS);
    const [{ version } = { version: '' }] = await queryRows<{ version: string }>(
      throwaway.url,
      'select version()',
    );
    console.log(
      `${version.split(',')[0]}, Node ${process.version}, ${os.cpus().length} CPUs, load ${load()}`,
    );
    console.log(`seeded ${JSON.stringify(counts)} in ${ms(performance.now() - seedStart)}`);
    const setup = await loadUsers(throwaway.url);

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: '/nonexistent',
      DATA_DIR: '/tmp/secops-bench',
      TRUST_PROXY: 'true',
    });
    const app = await buildApp({ config, database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    await attachRealtime(app);
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const clientFile = new URL('./load-bench.client.ts', import.meta.url).pathname;
      // Each client in a session of its own, as load from other machines would be (see bench/gps.bench.ts).
      for (let i = 0; i < WORKERS; i += 1) workers.push(fork(clientFile, [], { detached: true }));
      // The next message of a client; a client that dies (its error printed) fails the run instead of hanging it.
      const next = <T>(worker: (typeof workers)[number]) =>
        new Promise<T>((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('exit', (code) => reject(new Error(`load client exited with code ${code}`)));
        });
      const ready = workers.map((w) => next<ClientReady>(w));
      const signInStart = performance.now();
      workers.forEach((w, i) =>
        w.send({
          type: 'setup',
          url,
          ...setup,
          users: setup.users.filter((_, j) => j % WORKERS === i),
          seconds: SECONDS,
          signInAtOnce: SIGN_IN_AT_ONCE,
        } satisfies ClientSetup),
      );
      const signIns: KindReport = { latencies: [], errors: 0, statuses: {} };
      for (const r of await Promise.all(ready)) merge(signIns, r.signIns);
      console.log(
        `${USERS} users (${STAFF} staff, ${USERS - STAFF} agents) signed in once each in ` +
          `${ms(performance.now() - signInStart)}, ${SIGN_IN_AT_ONCE} at a time per client: ${formatSummary(summarize(signIns.latencies))}, ` +
          `statuses ${JSON.stringify(signIns.statuses)}`,
      );

      const reports = workers.map((w) => next<ClientReport>(w));
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      const cpu = process.cpuUsage();
      const loadBefore = load();
      const started = performance.now();
      const rss = [process.memoryUsage().rss];
      const sampler = setInterval(() => rss.push(process.memoryUsage().rss), SAMPLE_MS);
      workers.forEach((w) => w.send({ type: 'start' }));
      const results = await Promise.all(reports);
      clearInterval(sampler);
      loop.disable();
      const used = process.cpuUsage(cpu);
      const wall = performance.now() - started;

      console.log(`\n${USERS} users for ${SECONDS} s, load average ${loadBefore} -> ${load()}`);
      const kinds = new Map<string, KindReport>();
      const received: Record<string, number> = {};
      const mapDelays: number[] = [];
      for (const r of results) {
        mapDelays.push(...r.mapDelays);
        for (const [kind, report] of Object.entries(r.kinds)) {
          if (!kinds.has(kind)) kinds.set(kind, { latencies: [], errors: 0, statuses: {} });
          merge(kinds.get(kind) as KindReport, report);
        }
        for (const [event, n] of Object.entries(r.received)) received[event] = (received[event] ?? 0) + n;
      }
      const { errors, p99, p99Waited } = printTable(kinds);
      console.log(`\nposition:update sent → shown on a staff map: ${formatSummary(summarize(mapDelays))}`);
      const underLoad = rss[1] ?? rss[0] ?? 0;
      const last = rss.at(-1) ?? 0;
      console.log(
        `\nserver RSS every ${SAMPLE_MS / 1000} s (MB): ${rss.map(mb).join(' ')}; first ${mb(rss[0] ?? 0)}, ` +
          `last ${mb(last)}, max ${mb(Math.max(...rss))}`,
      );
      console.log(
        `server CPU ${Math.round(((used.user + used.system) / 1000 / wall) * 100)} % of one core, event-loop delay ` +
          `p99 ${ms(loop.percentile(99) / 1e6)}; socket events received ${JSON.stringify(received)}`,
      );
      const checks = {
        'no error': errors + signIns.errors === 0 && !received.disconnect,
        [`p99 under ${P99_TARGET_MS} ms, every action (${ms(p99)}; without the position acknowledgements, which ` +
        `wait for their batch's commit: ${ms(p99Waited)})`]: p99 < P99_TARGET_MS,
        'memory flat (last RSS within 10 % of the 5-s sample)': last <= underLoad * 1.1,
      };
      console.log(
        Object.entries(checks)
          .map(([check, ok]) => `${ok ? 'PASS' : 'FAIL'} ${check}`)
          .join('\n'),
      );
      process.exitCode = Object.values(checks).every(Boolean) ? 0 : 1;
    } finally {
      workers.forEach((w) => w.kill());
      await app.close();
      await database.close();
    }
  } finally {
    await throwaway.drop();
  }
}

await main();
