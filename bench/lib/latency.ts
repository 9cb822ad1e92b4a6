/** Latency figures of a run: nearest-rank percentiles over the measured requests. */
export type LatencySummary = { count: number; p50: number; p95: number; p99: number; max: number };

export function summarize(durations: number[]): LatencySummary {
  const sorted = [...durations].sort((a, b) => a - b);
  const rank = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return {
    count: sorted.length,
    p50: rank(0.5),
    p95: rank(0.95),
    p99: rank(0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export const ms = (n: number): string => `${n.toFixed(1)} ms`;

export const formatSummary = (s: LatencySummary): string =>
  `n=${s.count}  p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  max ${ms(s.max)}`;

export const formatBytes = (n: number): string =>
  n >= 1_048_576 ? `${(n / 1_048_576).toFixed(2)} MiB` : `${(n / 1024).toFixed(1)} KiB`;
