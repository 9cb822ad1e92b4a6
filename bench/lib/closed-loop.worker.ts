/**
 * Load side of bench/lib/closed-loop.ts, in a child process of its own: `connections` keep-alive connections each
 * send the next request as soon as the previous answer has fully arrived, for warm-up then measured seconds. What it
 * measures is the most a server answers per second, not latency under a given rate (that is the open loop's job).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export type ClosedLoopJob = {
  origin: string;
  path: string;
  headers: Record<string, string>;
  connections: number;
  warmUpSeconds: number;
  seconds: number;
};

export type ClosedLoopReport = {
  /** Answers with the expected status during the measured seconds, per second. */
  perSecond: number;
  answered: number;
  errors: number;
  statuses: Record<string, number>;
  /** Latencies of the measured answers, in ms. */
  latencies: number[];
};

function run(job: ClosedLoopJob): Promise<ClosedLoopReport> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const report: ClosedLoopReport = { perSecond: 0, answered: 0, errors: 0, statuses: {}, latencies: [] };
  const started = performance.now();
  const measureFrom = started + job.warmUpSeconds * 1000;
  const stopAt = measureFrom + job.seconds * 1000;

  const loop = (): Promise<void> =>
    new Promise((resolve) => {
      const next = () => {
        const sent = performance.now();
        if (sent >= stopAt) return resolve();
        const measured = sent >= measureFrom;
        const count = (status: string, ok: boolean) => {
          if (!measured) return;
          report.statuses[status] = (report.statuses[status] ?? 0) + 1;
          if (ok) {
            report.answered += 1;
            report.latencies.push(performance.now() - sent);
          } else report.errors += 1;
        };
        const request = http.get(`${job.origin}${job.path}`, { agent, headers: job.headers }, (response) => {
          response.on('data', () => undefined);
          response.on('end', () => {
            const status = String(response.statusCode);
            count(status, response.statusCode === 200 || response.statusCode === 304);
            next();
          });
        });
        request.on('error', (err) => {
          count(err.message, false);
          setTimeout(next, 10);
        });
      };
      next();
    });

  return Promise.all(Array.from({ length: job.connections }, loop)).then(() => {
    agent.destroy();
    report.perSecond = report.answered / job.seconds;
    return report;
  });
}

process.once('message', (job: ClosedLoopJob) => {
  void run(job).then((report) => {
    process.send?.(report, () => process.exit(0));
  });
});
