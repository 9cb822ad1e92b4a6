/**
 * Open-loop HTTP load from a child process (bench/lib/open-loop.worker.ts): a fixed request rate, latencies from
 * each request's planned departure, errors and time-outs counted.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { OpenLoopJob, OpenLoopReport } from './open-loop.worker.ts';

export type { OpenLoopJob, OpenLoopReport };

const workerFile = fileURLToPath(new URL('./open-loop.worker.ts', import.meta.url));

export function runOpenLoop(job: OpenLoopJob): Promise<OpenLoopReport> {
  const worker = fork(workerFile);
  return new Promise((resolve, reject) => {
    worker.once('message', (report: OpenLoopReport) => resolve(report));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with code ${code}`));
    });
    worker.send(job);
  });
}
