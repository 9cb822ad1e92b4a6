/**
 * Load side of bench/lib/open-loop.ts, run in a child process so that it does not share the server's event loop.
 * Requests leave on a fixed timetable whether or not earlier ones were answered (open loop), and each latency runs
 * from the request's planned departure to the last byte of its answer, so queueing anywhere is counted.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export type OpenLoopJob = {
  origin: string;
  /** Paths taken in turn, request after request. */
  paths: string[];
  headers: Record<string, string>;
  /** Requests per second. */
  rate: number;
  /** Measured seconds, after the warm-up seconds (sent at the same rate, not measured). */
  seconds: number;
  warmUpSeconds: number;
  /** A request without a complete answer after this long counts as a time-out. */
  timeoutMs: number;
};

export type OpenLoopReport = {
  sent: number;
  /** Latencies of the measured requests answered 2xx, in ms. */
  latencies: number[];
  /** Measured requests answered otherwise, failed, or timed out. */
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  /** Bytes of the measured answers. */
  bytes: number;
  /** How late the worst request left compared to its timetable (a late generator shows here). */
  maxSendLagMs: number;
};

function run(job: OpenLoopJob): Promise<OpenLoopReport> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const interval = 1000 / job.rate;
  const warmUp = Math.round(job.warmUpSeconds * job.rate);
  const total = warmUp + Math.round(job.seconds * job.rate);
  const report: OpenLoopReport = {
    sent: 0,
    latencies: [],
    errors: 0,
    timeouts: 0,
    statuses: {},
    bytes: 0,
    maxSendLagMs: 0,
  };
  const start = performance.now() + 20;
  let next = 0;
  let pending = total;

  return new Promise((resolve) => {
    const settle = () => {
      pending -= 1;
      if (pending === 0) {
        agent.destroy();
        resolve(report);
      }
    };
    const fire = (index: number, planned: number) => {
      const measured = index >= warmUp;
      let bytes = 0;
      let done = false;
      const finish = (status: string, ok: boolean) => {
        if (done) return;
        done = true;
        clearTimeout(deadline);
        if (measured) {
          report.statuses[status] = (report.statuses[status] ?? 0) + 1;
          if (ok) {
            report.latencies.push(performance.now() - planned);
            report.bytes += bytes;
          } else report.errors += 1;
        }
        settle();
      };
      const path = job.paths[index % job.paths.length] ?? '/';
      const request = http.get(`${job.origin}${path}`, { agent, headers: job.headers }, (res) => {
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => finish(String(res.statusCode), (res.statusCode ?? 0) < 300));
        res.on('error', () => finish('error', false));
      });
      request.on('error', () => finish('error', false));
      const deadline = setTimeout(() => {
        if (measured && !done) report.timeouts += 1;
        finish('timeout', false);
        request.destroy();
      }, job.timeoutMs);
      report.sent += 1;
    };
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        const planned = start + next * interval;
        report.maxSendLagMs = Math.max(report.maxSendLagMs, now - planned);
        fire(next, planned);
        next += 1;
      }
      if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    tick();
  });
}

process.once('message', (job: OpenLoopJob) => {
  void run(job).then((report) => process.send?.(report, () => process.exit(0)));
});
