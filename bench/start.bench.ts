/**
 * Start-up of the server: time from spawning it to the first 200 of GET /api/health, on an empty data directory
 * (embedded database created, migrations, demo data seeded) and again on that directory, and the resident memory of
 * its processes BENCH_IDLE_MS (default 3,000) after it answered. Then the embedded database alone: PGlite opening an
 * empty folder (initdb), a copy of the server build's template, and an existing database. Each figure is the median
 * of BENCH_RUNS runs (default 3; the fastest and slowest in brackets), each on a fresh directory (in TMPDIR). Builds
 * first when a build is stale (as `npm start`); WEB_DIST=<dir> serves another web build.
 *
 *   npx tsx bench/start.bench.ts                      (every way: npm, compiled, tsx)
 *   BENCH_WAYS=compiled npx tsx bench/start.bench.ts
 *
 * Ways of starting: `npm` is `npm start` (Node version check and build check first), `compiled` the command it runs
 * (node apps/server/dist/main.js), `tsx` the TypeScript sources through tsx, as `npm start` ran them before.
 * BENCH_BEFORE=<folder> adds `before`: `npm start` in another checkout, e.g. the commit before the server build:
 *
 *   mkdir /tmp/before && git archive <commit> | tar -x -C /tmp/before
 *   ln -s "$PWD/node_modules" /tmp/before/node_modules
 *   ln -s "$PWD/apps/server/node_modules" /tmp/before/apps/server/node_modules
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { formatBytes, ms } from './lib/latency.ts';
import { treeUsage } from './lib/process-tree.ts';
import { reportRows } from './lib/result.ts';
import { freePort } from './lib/server-process.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER = path.join(ROOT, 'apps/server');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 3000);
const WAYS: Record<string, { command: string; args: string[]; cwd: string }> = {
  npm: { command: 'npm', args: ['start'], cwd: ROOT },
  compiled: {
    command: process.execPath,
    args: ['--enable-source-maps', 'apps/server/dist/main.js'],
    cwd: ROOT,
  },
  tsx: { command: path.join(ROOT, 'node_modules/.bin/tsx'), args: ['src/main.ts'], cwd: SERVER },
};
if (process.env.BENCH_BEFORE)
  WAYS.before = { command: 'npm', args: ['start'], cwd: process.env.BENCH_BEFORE };
const chosen = (
  process.env.BENCH_WAYS ?? `${process.env.BENCH_BEFORE ? 'before,' : ''}npm,compiled,tsx`
).split(',');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const spread = (values: number[]) =>
  `${(Math.min(...values) / 1000).toFixed(1)}–${(Math.max(...values) / 1000).toFixed(1)} s`;
const pause = (duration: number) => new Promise((resolve) => setTimeout(resolve, duration));
const freshDir = () => mkdtempSync(path.join(tmpdir(), 'secops-start-'));

type Start = { healthyMs: number; cpuSeconds: number; rss: number; rssAll: number; processes: number };

/**
 * Starts one way on a data directory, times it to its first healthy answer (wall clock, and CPU time of its processes,
 * which a busy machine changes less), reads its memory once idle, stops it.
 */
async function startOnce(way: string, dataDir: string): Promise<Start> {
  const { command, args, cwd } = WAYS[way]!;
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${way}: the server stopped (code ${child.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await pause(10);
    }
    const healthyMs = performance.now() - started;
    const { cpuSeconds } = treeUsage(child.pid!);
    await pause(IDLE_MS);
    const idle = treeUsage(child.pid!);
    return { healthyMs, cpuSeconds, rss: idle.largest, rssAll: idle.total, processes: idle.processes };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

async function measureWay(way: string): Promise<void> {
  const empty: Start[] = [];
  const existing: Start[] = [];
  for (let run = 0; run < RUNS; run++) {
    const dataDir = freshDir();
    try {
      empty.push(await startOnce(way, dataDir));
      existing.push(await startOnce(way, dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const show = (label: string, starts: Start[]) => {
    const of = (pick: (s: Start) => number) => median(starts.map(pick));
    console.log(
      `${way.padEnd(9)} ${label.padEnd(13)} healthy in ${ms(of((s) => s.healthyMs)).padStart(10)} ` +
        `(${spread(starts.map((s) => s.healthyMs))}), ` +
        `CPU ${of((s) => s.cpuSeconds).toFixed(2)} s; idle RSS ${formatBytes(of((s) => s.rss))} ` +
        `(${formatBytes(of((s) => s.rssAll))} in ${of((s) => s.processes)} processes)`,
    );
  };
  show('empty dir', empty);
  show('existing dir', existing);
  const seconds = (starts: Start[]) => Math.round(median(starts.map((s) => s.healthyMs)) / 100) / 10;
  const idle = Math.round(median(empty.map((s) => s.rss)) / 1048576);
  reportRows('start', [
    {
      measure: `${way}: to healthy, empty data directory`,
      value: seconds(empty),
      unit: 's',
      goal: '< 2 s',
      met: seconds(empty) < 2,
    },
    { measure: `${way}: to healthy, existing data directory`, value: seconds(existing), unit: 's' },
    { measure: `${way}: idle server memory after the empty start`, value: idle, unit: 'MiB' },
  ]);
}

/** PGlite.create in a process of its own (a process compiles the WebAssembly once, then reuses it). */
function timePglite(folder: string, template?: string): number {
  const script = `
    import { cpSync } from 'node:fs';
    import { PGlite } from '@electric-sql/pglite';
    const started = performance.now();
    ${template ? `cpSync(${JSON.stringify(template)}, ${JSON.stringify(folder)}, { recursive: true });` : ''}
    const db = await PGlite.create(${JSON.stringify(folder)});
    console.log(performance.now() - started);
    await db.close();`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: SERVER,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return Number(run.stdout.trim());
}

function measurePglite(): void {
  const times = { initdb: [] as number[], template: [] as number[], existing: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    const dir = freshDir();
    try {
      times.initdb.push(timePglite(path.join(dir, 'a')));
      times.existing.push(timePglite(path.join(dir, 'a')));
      times.template.push(timePglite(path.join(dir, 'b'), path.join(SERVER, 'dist/pglite-template')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(
    `PGlite.create alone: empty folder (initdb) ${ms(median(times.initdb))}, copy of the build's template and open ` +
      `${ms(median(times.template))}, existing database ${ms(median(times.existing))}`,
  );
}

const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);
console.log(`Node ${process.versions.node}, ${RUNS} runs each, load average ${loadavg()[0]!.toFixed(2)}`);
for (const way of chosen) await measureWay(way);
measurePglite();
console.log(`load average at the end ${loadavg()[0]!.toFixed(2)}`);
