import { describe, expect, it } from 'vitest';
import { mergeTable, outcomeLines, TABLE_END, TABLE_START } from './bench-table.mjs';

const order = ['rest-ratio', 'gps', 'start'];
const result = (measure, value, met) => ({ rows: [{ measure, value, unit: 'ms', goal: '< 100 ms', met }] });
const doc = (rows) =>
  [
    '# Performance',
    TABLE_START,
    'old heading',
    '',
    '| benchmark | measure |',
    '| --- | --- |',
    ...rows,
    TABLE_END,
    'after',
  ].join('\n');

describe('the npm run bench table', () => {
  it('stamps each row with when it was measured and marks goals met or not', () => {
    const lines = outcomeLines(
      [{ bench: 'gps', code: 0, results: [result('p99', 57.8, true)] }],
      '2026-11-26 03:00, 1.2',
    );
    expect(lines).toEqual(['| gps | p99 | 57.8 ms | < 100 ms | — | met | 2026-11-26 03:00, 1.2 |']);
    expect(outcomeLines([{ bench: 'start', code: 1, results: [] }], 'now')[0]).toContain('failed (exit 1)');
  });

  it('replaces the rows of the benchmarks run and keeps the others, in the benchmarks order', () => {
    const before = doc([
      '| rest-ratio | ratio | 0.35 | >= 0.33 | 26378 req/s | met | 2026-11-25 01:00, 1.0 |',
      '| gps | p99 | 891.9 ms | < 100 ms | 112.5 ms | not met | 2026-11-25 01:00, 3.0 |',
      '| start | to healthy | 2.2 s | < 2 s | — | not met |',
    ]);
    const lines = outcomeLines(
      [{ bench: 'gps', code: 0, results: [result('p99', 57.8, true)] }],
      'today, 1.1',
    );
    const after = mergeTable(before, { lines, ran: ['gps'], order, heading: 'new heading' });
    const table = after.slice(after.indexOf(TABLE_START), after.indexOf(TABLE_END)).split('\n');
    expect(table).toContain('new heading');
    expect(table).not.toContain('old heading');
    const rows = table.filter((line) => /^\| (rest-ratio|gps|start) /.test(line));
    expect(rows).toEqual([
      '| rest-ratio | ratio | 0.35 | >= 0.33 | 26378 req/s | met | 2026-11-25 01:00, 1.0 |',
      '| gps | p99 | 57.8 ms | < 100 ms | — | met | today, 1.1 |',
      // A row from before the dates were kept gets an empty date rather than another one's.
      '| start | to healthy | 2.2 s | < 2 s | — | not met | — |',
    ]);
    expect(after.startsWith('# Performance')).toBe(true);
    expect(after.endsWith(`${TABLE_END}\nafter`)).toBe(true);
  });

  it('refuses a document without the table markers', () => {
    expect(() => mergeTable('# nothing', { lines: [], ran: [], order, heading: '' })).toThrow(/markers/);
  });
});
