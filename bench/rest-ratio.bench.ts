/**
 * The signed-in mission read against the runtime's ceiling, in the same run: a bare node:http server answering
 * "hello" (its own process) and the app as `npm start` runs it, answering `GET /api/missions/{id}` to a signed-in
 * admin, on the embedded database (demo data) and on PostgreSQL (a throwaway database, demo data). For each: the most
 * answers per second with BENCH_CONNECTIONS keep-alive connections (closed loop, BENCH_SECONDS measured), the ratio
 * to the bare server, the same with the ETag sent back (304 answers), then latency at 200 requests/s (open loop).
 *
 *   npx tsx bench/rest-ratio.bench.ts                     (BENCH_TARGETS=pglite,postgres by default)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_TARGETS=postgres npx tsx bench/rest-ratio.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { runClosedLoop, type ClosedLoopReport } from './lib/closed-loop.ts';
import { formatSummary, summarize } from './lib/latency.ts';
import { reportRows } from './lib/result.ts';
import { runOpenLoop } from './lib/open-loop.ts';
import { ensureBuild, startCompiledServer, startProcess, type ServerProcess } from './lib/server-process.ts';
import { createThrowawayDatabase } from './lib/throwaway-database.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
const BARE = `require('node:http').createServer((q, s) => s.end('hello')).listen(process.env.PORT, '127.0.0.1');
`;

const closedLoop = (origin: string, urlPath: string, headers: Record<string, string> = {}) =>
  runClosedLoop({
    origin,
    path: urlPath,
    headers,
    connections: CONNECTIONS,
    warmUpSeconds: 2,
    seconds: SECONDS,
  });

const line = (label: string, report: ClosedLoopReport, ceiling?: number) =>
  console.log(
    `${label.padEnd(34)} ${report.perSecond.toFixed(0).padStart(6)} req/s` +
      (ceiling ? `  ratio ${(report.perSecond / ceiling).toFixed(2)}` : '') +
      `  errors ${report.errors}  ${formatSummary(summarize(report.latencies))}`,
  );

async function signedInRead(server: ServerProcess) {
  const login = await fetch(`${server.origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@secops.demo', password: 'Demo!2026' }),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const list = (await (await fetch(`${server.origin}/api/missions?limit=1`, { headers })).json()) as {
    id: string;
  }[];
  const urlPath = `/api/missions/${list[0]!.id}`;
  const first = await fetch(`${server.origin}${urlPath}`, { headers });
  const bytes = (await first.text()).length;
  return { headers, urlPath, etag: first.headers.get('etag') ?? '', bytes };
}

async function measureTarget(target: string, ceiling: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'secops-ratio-'));
  const database = target === 'postgres' ? await createThrowawayDatabase('secops_ratio') : undefined;
  const server = await startCompiledServer({
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  try {
    const read = await signedInRead(server);
    const full = await closedLoop(server.origin, read.urlPath, read.headers);
    line(`${target}: GET ${read.bytes} B`, full, ceiling);
    const revalidated = { ...read.headers, 'if-none-match': read.etag };
    const unchanged = await closedLoop(server.origin, read.urlPath, revalidated);
    line(`${target}: same, If-None-Match (304)`, unchanged, ceiling);
    const open = await runOpenLoop({
      origin: server.origin,
      paths: [read.urlPath],
      headers: read.headers,
      rate: 200,
      seconds: 20,
      warmUpSeconds: 2,
      timeoutMs: 5000,
    });
    const p99 = summarize(open.latencies).p99;
    const errors = open.errors + open.timeouts;
    console.log(
      `${`${target}: 200 req/s for 20 s (open)`.padEnd(34)} errors ${errors}  ` +
        formatSummary(summarize(open.latencies)),
    );
    const bare = `${ceiling.toFixed(0)} req/s`;
    const ratio = (report: ClosedLoopReport) => Math.round((report.perSecond / ceiling) * 100) / 100;
    reportRows('rest-ratio', [
      {
        measure: `${target}: GET /api/missions/{id}, share of bare`,
        value: ratio(full),
        unit: '',
        goal: '>= 0.33',
        met: ratio(full) >= 0.33,
        ceiling: bare,
      },
      {
        measure: `${target}: same with If-None-Match, share of bare`,
        value: ratio(unchanged),
        unit: '',
        goal: '>= 0.33',
        met: ratio(unchanged) >= 0.33,
        ceiling: bare,
      },
      {
        measure: `${target}: p99 at 200 req/s (errors ${errors})`,
        value: Math.round(p99 * 10) / 10,
        unit: 'ms',
        goal: '< 50 ms, 0 errors',
        met: p99 < 50 && errors === 0,
      },
    ]);
  } finally {
    await server.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

ensureBuild();
console.log(
  `Node ${process.versions.node}, ${CONNECTIONS} connections, ${SECONDS} s, load ${loadavg()[0]!.toFixed(2)}`,
);
const bare = await startProcess(process.execPath, ['-e', BARE], {}, '/');
let ceiling: ClosedLoopReport;
try {
  ceiling = await closedLoop(bare.origin, '/');
  line('bare node:http hello', ceiling);
} finally {
  await bare.stop();
}
for (const target of TARGETS) await measureTarget(target, ceiling.perSecond);
console.log(`load average at the end ${loadavg()[0]!.toFixed(2)}`);
