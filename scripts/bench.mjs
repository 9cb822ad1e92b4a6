// `npm run bench`: runs every benchmark of bench/ one after the other (each prints its own detail), then one table of
// their key figures with each goal and, where measured, the bare runtime's ceiling from the same run. `--write` puts
// the table, with its date, machine and command, into docs/PERFORMANCE.md. BENCH_ONLY=rest-ratio,start runs a subset.
// Needs PostgreSQL (BENCH_DATABASE_URL, default the local one) for all but `start` and the embedded half of
// `rest-ratio`. Benchmarks are never part of `npm test`.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const BENCHES = [
  { name: 'rest-ratio', args: ['bench/rest-ratio.bench.ts'] },
  { name: 'gps', args: ['bench/gps.bench.ts'], env: { BENCH_AGENTS: '5000', BENCH_SECONDS: '30' } },
  { name: 'planning', args: ['bench/planning.bench.ts'] },
  { name: 'attendance', args: ['bench/attendance.bench.ts'] },
  { name: 'missions', args: ['bench/missions.bench.ts'], env: { BENCH_SECONDS: '10' } },
  { name: 'start', args: ['bench/start.bench.ts'], env: { BENCH_WAYS: 'compiled' } },
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

const cell = (text) => String(text ?? '—').replace(/\|/g, '\\|');
const verdict = (row) => (row.met === undefined ? '' : row.met ? 'met' : 'not met');
const lines = [
  '| benchmark | measure | value | goal | bare runtime, same run | |',
  '| --- | --- | --- | --- | --- | --- |',
];
for (const outcome of outcomes) {
  if (outcome.code !== 0 || outcome.results.length === 0)
    lines.push(`| ${outcome.bench} | failed (exit ${outcome.code}) | | | | |`);
  for (const { rows } of outcome.results)
    for (const row of rows)
      lines.push(
        `| ${outcome.bench} | ${cell(row.measure)} | ${cell(`${row.value} ${row.unit}`)} | ${cell(row.goal)} | ` +
          `${cell(row.ceiling)} | ${verdict(row)} |`,
      );
}
const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
const machine = `Node ${process.versions.node}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)} at the end`;
const command = `${only ? `BENCH_ONLY=${only.join(',')} ` : ''}npm run bench${process.argv.includes('--write') ? ' -- --write' : ''}`;
const table = [`${date} UTC, ${machine}; \`${command}\`:`, '', ...lines].join('\n');
console.log(`\n${table}`);

if (process.argv.includes('--write')) {
  const file = `${root}docs/PERFORMANCE.md`;
  const text = readFileSync(file, 'utf8');
  const start = '<!-- bench:table -->';
  const end = '<!-- /bench:table -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < 0) throw new Error(`docs/PERFORMANCE.md has no ${start} … ${end} markers`);
  writeFileSync(file, `${text.slice(0, from + start.length)}\n${table}\n${text.slice(to)}`);
}
process.exit(outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0);
