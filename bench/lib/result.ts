/**
 * What a benchmark hands to `npm run bench` (scripts/bench.mjs): one line `BENCH_RESULT <json>` with its key figures,
 * each with the goal it is held to and, where the run measured one, the ceiling it is compared with.
 */
export type BenchRow = {
  measure: string;
  value: number;
  unit: string;
  /** The goal, as written in the issue or the specification (e.g. '< 100 ms', '>= 0.33'). */
  goal?: string;
  /** Whether the value meets the goal. */
  met?: boolean;
  /** The same figure for the bare runtime in the same run (echo server, node:http), when there is one. */
  ceiling?: string;
};

export function reportRows(bench: string, rows: BenchRow[]): void {
  console.log(`BENCH_RESULT ${JSON.stringify({ bench, rows })}`);
}
