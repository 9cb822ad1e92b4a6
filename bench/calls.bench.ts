/**
 * Call signaling: 500 call pairs at once on one server process. Each caller sends call-user with a 3 kB SDP offer,
 * the callee answers (incoming-call → answer-call → call-answered), then both sides send an ICE candidate every
 * 100 ms for 20 s (10,000 relays a second). Measures the set-up round (call-user → call-answered) and the relay
 * latency (ice-candidate send → receive) p50/p95/p99/max, candidates lost, server CPU and memory; the same traffic
 * against a bare Socket.IO relay (no auth, no checks, no call state) gives the ceiling.
 * Client sockets run in child processes; the server runs in this process on PostgreSQL, without Redis.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/calls.bench.ts [app|echo|both]
 *   (BENCH_PAIRS, BENCH_SECONDS, BENCH_WORKERS change the load; with BENCH_CHURN_MS=2000 one more user connects
 *   every 2 s and leaves a second later during the calls, so that the app's presence lists go out meanwhile)
 *
 * With `presence`, the morning rush instead: 1,000 users connect within a minute (see calls-presence.ts).
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Server } from 'socket.io';
import { CALLS_PATH } from '@secops/domain/calls';
import type { ClientReady, ClientReport, ClientSetup } from './calls-bench.client.ts';
import { runPresence } from './calls-presence.ts';
import { startCallsApp, type Party } from './lib/calls-app.ts';
import { summarize, type LatencySummary } from './lib/latency.ts';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const CHURN_MS = Number(process.env.BENCH_CHURN_MS ?? 0);
const INTERVAL_MS = 100;

const SEED = [
  `insert into users (email, password_hash, role, first_name, last_name)
     select 'bench-caller-' || i || '@example.test', 'x', 'SUPERVISOR', 'Superviseur', 'N°' || i
     from generate_series(1, ${PAIRS}) i`,
  `insert into users (email, password_hash, role, first_name, last_name)
     select 'bench-callee-' || i || '@example.test', 'x', 'AGENT', 'Agent', 'N°' || i
     from generate_series(1, ${PAIRS}) i`,
  `insert into users (email, password_hash, role, first_name, last_name)
     values ('bench-visitor@example.test', 'x', 'AGENT', 'Agent', 'de passage')`,
  `analyze`,
];

type Target = {
  url: string;
  pairs: ClientSetup['pairs'];
  /** A user outside the calls, for BENCH_CHURN_MS. */
  visitor: Party;
  presence: boolean;
  close(): Promise<void>;
};

/** The real server: handshake checks, presence, schemas, rate limits and call state in the memory store. */
async function appTarget(): Promise<Target> {
  const app = await startCallsApp(SEED);
  const party = (email: string) => app.parties.get(email) as Party;
  return {
    url: app.url,
    pairs: Array.from({ length: PAIRS }, (_, i) => ({
      caller: party(`bench-caller-${i + 1}@example.test`),
      callee: party(`bench-callee-${i + 1}@example.test`),
    })),
    visitor: party('bench-visitor@example.test'),
    presence: true,
    close: () => app.close(),
  };
}

/** The ceiling: Socket.IO alone on the same path, forwarding each event to the room of its `to`, nothing else. */
async function echoTarget(): Promise<Target> {
  const http = createServer();
  const io = new Server(http, { path: CALLS_PATH, serveClient: false, maxHttpBufferSize: 128 * 1024 });
  const relays = {
    'call-user': 'incoming-call',
    'answer-call': 'call-answered',
    'ice-candidate': 'ice-candidate',
  };
  io.on('connection', (socket) => {
    const from = String((socket.handshake.auth as { userId?: unknown }).userId);
    void socket.join(`user:${from}`);
    for (const [event, relayed] of Object.entries(relays)) {
      socket.on(event, ({ to, ...payload }: { to: string }) =>
        io.to(`user:${to}`).emit(relayed, { from, ...payload }),
      );
    }
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const party = (n: number): Party => ({
    userId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    token: 'x',
  });
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    pairs: Array.from({ length: PAIRS }, (_, i) => ({ caller: party(2 * i), callee: party(2 * i + 1) })),
    visitor: party(2 * PAIRS),
    presence: false,
    close: () => io.close(),
  };
}

type Row = {
  target: string;
  connectS: number;
  settledS: number;
  answered: number;
  setup: LatencySummary;
  ring: LatencySummary;
  relay: LatencySummary;
  sent: number;
  lost: number;
  errors: Record<string, number>;
  serverCpu: number;
  loopP99: number;
  rss: string;
  clientsCpu: number[];
  load: string;
};

async function run(kind: 'app' | 'echo'): Promise<Row> {
  const target = kind === 'app' ? await appTarget() : await echoTarget();
  const clientFile = new URL('./calls-bench.client.ts', import.meta.url).pathname;
  // Each client in a session of its own, so that the kernel shares the CPU as it would between machines.
  const workers = Array.from({ length: WORKERS }, () => fork(clientFile, [], { detached: true }));
  const ready = workers.map((w) => new Promise<ClientReady>((resolve) => w.once('message', resolve)));
  workers.forEach((w, i) =>
    w.send({
      type: 'setup',
      url: target.url,
      pairs: target.pairs.filter((_, p) => p % WORKERS === i),
      seconds: SECONDS,
      intervalMs: INTERVAL_MS,
      presence: target.presence,
      churn: CHURN_MS > 0 && i === 0 ? { party: target.visitor, everyMs: CHURN_MS } : undefined,
    } satisfies ClientSetup),
  );
  const connected = await Promise.all(ready);

  const rssBefore = process.memoryUsage().rss;
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 500);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const loadBefore = os.loadavg()[0] ?? 0;
  const cpu = process.cpuUsage();
  const startedAt = Date.now();
  const reports = workers.map((w) => new Promise<ClientReport>((resolve) => w.once('message', resolve)));
  workers.forEach((w) => w.send({ type: 'start' }));
  const all = await Promise.all(reports);
  const used = process.cpuUsage(cpu);
  const wall = (Date.now() - startedAt) / 1000;
  clearInterval(sampler);
  loop.disable();
  workers.forEach((w) => w.kill());
  await target.close();

  const sent = all.reduce((a, r) => a + r.candidatesSent, 0);
  const relayMs = all.flatMap((r) => r.relayMs);
  const errors: Record<string, number> = {};
  for (const r of all) for (const [k, n] of Object.entries(r.errors)) errors[k] = (errors[k] ?? 0) + n;
  return {
    target: kind,
    connectS: Math.max(...connected.map((c) => c.connectMs)) / 1000,
    settledS: Math.max(...connected.map((c) => c.settledMs)) / 1000,
    answered: all.reduce((a, r) => a + r.callsAnswered, 0),
    setup: summarize(all.flatMap((r) => r.setupMs)),
    ring: summarize(all.flatMap((r) => r.ringMs)),
    relay: summarize(relayMs),
    sent,
    lost: sent - relayMs.length,
    errors,
    serverCpu: Math.round(((used.user + used.system) / 1e6 / wall) * 100),
    loopP99: Math.round(loop.percentile(99) / 1e6),
    rss: `${Math.round(rssBefore / 1048576)} → ${Math.round(peakRss / 1048576)} MB`,
    clientsCpu: all.map((r) => r.cpuPercent),
    load: `${loadBefore.toFixed(1)} → ${(os.loadavg()[0] ?? 0).toFixed(1)}`,
  };
}

const f = (n: number) => n.toFixed(1);

async function runCalls(which: string): Promise<void> {
  const rows: Row[] = [];
  for (const kind of which === 'both' ? (['echo', 'app'] as const) : [which as 'app' | 'echo'])
    rows.push(await run(kind));

  console.log(
    `\n${PAIRS} call pairs, candidates every ${INTERVAL_MS} ms each way for ${SECONDS} s, ${os.cpus().length} CPUs` +
      (CHURN_MS > 0 ? `, one user connecting every ${CHURN_MS} ms` : ''),
  );
  console.log(
    '| server | calls answered | set-up p50 / p95 / max | relays sent | lost | relay p50 / p95 / p99 / max | server CPU | loop delay p99 | server RSS | clients CPU | load (1 min) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    console.log(
      `| ${r.target} | ${r.answered} / ${PAIRS} | ${f(r.setup.p50)} / ${f(r.setup.p95)} / ${f(r.setup.max)} ms | ` +
        `${r.sent} | ${r.lost} | ${f(r.relay.p50)} / ${f(r.relay.p95)} / ${f(r.relay.p99)} / ${f(r.relay.max)} ms | ` +
        `${r.serverCpu} % | ${r.loopP99} ms | ${r.rss} | ${r.clientsCpu.join(' + ')} % | ${r.load} |`,
    );
  }
  for (const r of rows) {
    console.log(
      `${r.target}: ring (call-user → incoming-call) p50 ${f(r.ring.p50)} / p95 ${f(r.ring.p95)} ms`,
    );
    console.log(
      `${r.target}: ${2 * PAIRS} sockets connected in ${f(r.connectS)} s, presence settled after ${f(r.settledS)} s`,
    );
    if (Object.keys(r.errors).length > 0) console.log(`${r.target}: errors ${JSON.stringify(r.errors)}`);
  }
}

const which = process.argv[2] ?? 'both';
if (which === 'presence') await runPresence();
else await runCalls(which);
