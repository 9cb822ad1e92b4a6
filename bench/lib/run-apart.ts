/**
 * Runs a part of a benchmark in a process of its own, so that what one part leaves in memory (sockets, garbage the
 * runtime keeps) does not count in the next part's figures: the child is the same script, started with this
 * process's Node options (the TypeScript loader), and hands its outcome back as one tagged line of its output.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const TAG = 'BENCH_APART ';
const CHILD_ENV = 'BENCH_APART';

/** Whether this process is a part run by `runApart`: it then sends its outcome instead of reporting. */
export const isApart = (): boolean => process.env[CHILD_ENV] === '1';

/** In a part: hands the outcome to the parent. */
export function sendOutcome(outcome: unknown): void {
  console.log(`${TAG}${JSON.stringify(outcome)}`);
}

/** Runs `script` with `args` in a child process, passing its output through; resolves with the outcome it sent. */
export function runApart<T>(script: string, args: string[]): Promise<T> {
  const child = spawn(process.execPath, [...process.execArgv, script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, [CHILD_ENV]: '1' },
  });
  let outcome: T | undefined;
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith(TAG)) outcome = JSON.parse(line.slice(TAG.length)) as T;
    else console.log(line);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 && outcome !== undefined
        ? resolve(outcome)
        : reject(new Error(`${args.join(' ')}: stopped with code ${code} without an outcome`)),
    );
  });
}
