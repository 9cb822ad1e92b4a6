/** Closed-loop HTTP load from a child process (bench/lib/closed-loop.worker.ts): the most answers per second. */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ClosedLoopJob, ClosedLoopReport } from './closed-loop.worker.ts';

export type { ClosedLoopJob, ClosedLoopReport };

const workerFile = fileURLToPath(new URL('./closed-loop.worker.ts', import.meta.url));

export function runClosedLoop(job: ClosedLoopJob): Promise<ClosedLoopReport> {
  const worker = fork(workerFile);
  return new Promise((resolve, reject) => {
    worker.once('message', (report: ClosedLoopReport) => resolve(report));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with code ${code}`));
    });
    worker.send(job);
  });
}
