// `npm run bench`: runs every benchmark of bench/ one after the other (each prints its own detail), then one table of
// their key figures with each goal and, where measured, the bare runtime's ceiling from the same run. `--write` puts
// the table into docs/PERFORMANCE.md, replacing the rows of the benchmarks run (BENCH_ONLY=rest-ratio,start runs a
// subset) and keeping the others' (see bench-table.mjs).
// Needs PostgreSQL (BENCH_DATABASE_URL, default the local one) for all but `start` and the embedded half of
// `rest-ratio`. Benchmarks are never part of `npm test`.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { mergeTable, outcomeLines, runTable } from './bench-table.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const BENCHES = [
  { name: 'rest-ratio', args: ['bench/rest-ratio.bench.ts'] },
  { name: 'gps', args: ['bench/gps.bench.ts'], env: { BENCH_AGENTS: '5000', BENCH_SECONDS: '30' } },
  { name: 'planning', args: ['bench/planning.bench.ts'] },
  { name: 'board', args: ['bench/board.bench.ts'] },
  { name: 'attendance', args: ['bench/attendance.bench.ts'] },
  { name: 'operations', args: ['bench/operations.bench.ts'] },
  { name: 'rounds', args: ['bench/rounds.bench.ts'] },
  { name: 'client-report', args: ['bench/client-report.bench.ts'] },
  { name: 'missions', args: ['bench/missions.bench.ts'], env: { BENCH_SECONDS: '10' } },
  { name: 'start', args: ['bench/start.bench.ts'], env: { BENCH_WAYS: 'compiled' } },
  { name: 'web', args: ['bench/web-vitals.bench.ts'] },
];
const only = process.env.BENCH_ONLY?.split(',');
const chosen = BENCHES.filter((bench) => !only || only.includes(bench.name));

function run(bench) {
  return new Promise((resolve) => {
    const results = [];
    const child = spawn('npx', ['tsx', ...bench.args], {
      cwd: root,
      env: {
        BENCH_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
        ...process.env,
        ...bench.env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let rest = '';
    child.stdout.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('BENCH_RESULT ')) results.push(JSON.parse(line.slice('BENCH_RESULT '.length)));
        else console.log(line);
      }
    });
    child.on('close', (code) => resolve({ bench: bench.name, code, results }));
  });
}

const outcomes = [];
for (const bench of chosen) {
  console.log(`\n== ${bench.name}`);
  outcomes.push(await run(bench));
}

const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
const when = `${date}, ${os.loadavg()[0].toFixed(1)}`;
const lines = outcomeLines(outcomes, when);
const machine = `Node ${process.versions.node}, ${os.cpus().length} CPUs`;
const command = `${only ? `BENCH_ONLY=${only.join(',')} ` : ''}npm run bench${process.argv.includes('--write') ? ' -- --write' : ''}`;
console.log(`\n${runTable(lines, `${machine}; \`${command}\`:`)}`);

if (process.argv.includes('--write')) {
  const file = `${root}docs/PERFORMANCE.md`;
  const heading =
    `${machine}. Each row comes from the latest \`npm run bench -- --write\` that ran its benchmark ` +
    '(`BENCH_ONLY` runs a part); the last column gives when, and the load average at its end:';
  const ran = outcomes.map((outcome) => outcome.bench);
  const order = BENCHES.map((bench) => bench.name);
  writeFileSync(file, mergeTable(readFileSync(file, 'utf8'), { lines, ran, order, heading }));
}
process.exit(outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0);
