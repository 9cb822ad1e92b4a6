// The table of `npm run bench`: one row per key figure, each with when and under what load it was measured. A run of
// some benchmarks replaces their rows and keeps the others' (BENCH_ONLY=gps, then BENCH_ONLY=start, … build the
// whole table without one half-hour run).

export const TABLE_START = '<!-- bench:table -->';
export const TABLE_END = '<!-- /bench:table -->';
const HEADER = [
  '| benchmark | measure | value | goal | bare runtime, same run | | measured (UTC), load average |',
  '| --- | --- | --- | --- | --- | --- | --- |',
];

const HEADER_CELLS = 7;
/** Cells of a table row: its unescaped pipes, less one. */
const cellCount = (line) => line.split(/(?<!\\)\|/).length - 2;
const cell = (text) => String(text ?? '—').replace(/\|/g, '\\|');
const verdict = (row) => (row.met === undefined ? '' : row.met ? 'met' : 'not met');

/** The rows of this run's outcomes ({ bench, code, results: [{ rows }] }), each stamped with `when`. */
export function outcomeLines(outcomes, when) {
  const lines = [];
  for (const outcome of outcomes) {
    if (outcome.code !== 0 || outcome.results.length === 0)
      lines.push(`| ${outcome.bench} | failed (exit ${outcome.code}) | | | | | ${when} |`);
    for (const { rows } of outcome.results)
      for (const row of rows)
        lines.push(
          `| ${outcome.bench} | ${cell(row.measure)} | ${cell(`${row.value} ${row.unit}`)} | ${cell(row.goal)} | ` +
            `${cell(row.ceiling)} | ${verdict(row)} | ${when} |`,
        );
  }
  return lines;
}

/** The rows of the table already in `text` (between the markers), for benchmarks other than `ran`. */
function keptLines(text, ran, order) {
  const from = text.indexOf(TABLE_START);
  const to = text.indexOf(TABLE_END);
  if (from < 0 || to < 0) return [];
  return text
    .slice(from + TABLE_START.length, to)
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| benchmark ') && !line.startsWith('| ---'))
    .filter((line) => {
      const bench = line.slice(2, line.indexOf(' |'));
      return !ran.includes(bench) && order.includes(bench);
    })
    .map((line) => (cellCount(line) >= HEADER_CELLS ? line : `${line} — |`));
}

/**
 * `text` (docs/PERFORMANCE.md) with its table holding this run's rows and the kept rows of the other benchmarks, in
 * the order of `order` (the benchmark names).
 */
export function mergeTable(text, { lines, ran, order, heading }) {
  const from = text.indexOf(TABLE_START);
  const to = text.indexOf(TABLE_END);
  if (from < 0 || to < 0) throw new Error(`docs/PERFORMANCE.md has no ${TABLE_START} … ${TABLE_END} markers`);
  const benchOf = (line) => line.slice(2, line.indexOf(' |'));
  const rows = [...keptLines(text, ran, order), ...lines].sort(
    (a, b) => order.indexOf(benchOf(a)) - order.indexOf(benchOf(b)),
  );
  const table = [heading, '', ...HEADER, ...rows].join('\n');
  return `${text.slice(0, from + TABLE_START.length)}\n${table}\n${text.slice(to)}`;
}

/** The table of this run alone, as printed. */
export function runTable(lines, heading) {
  return [heading, '', ...HEADER, ...lines].join('\n');
}
