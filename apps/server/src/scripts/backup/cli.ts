import { spawn } from 'node:child_process';
import path from 'node:path';
import { ConfigError } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';

/** A backup or restore that cannot go on, with the French reason the operator reads. */
export const refused = (message: string) => new AppError('REFUSED', 400, message);
export const usageError = (message: string) => new AppError('USAGE', 400, message);

/**
 * A path typed by the operator, taken from the folder npm was started in (INIT_CWD; the project folder for the root
 * scripts), not from the workspace's folder where npm runs the script.
 */
export const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

/**
 * Runs a tool (tar, pg_dump…): its error output becomes the refusal's reason; `missing` says what to install when it
 * is not on the PATH.
 */
export function runTool(command: string, args: string[], missing: string, env = process.env): Promise<void> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<void>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? refused(missing) : error),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(refused(`${command} a échoué : ${stderr.trim() || `code ${code}`}`)),
    );
  });
}

/** A count in French words: 0 and 1 take the singular (« 1 fichier déposé », « 2 fichiers déposés »). */
export const counted = (count: number, singular: string, plural: string): string =>
  `${count} ${Math.abs(count) < 2 ? singular : plural}`;

/** Human size: 12,3 Mo. */
export function formatSize(bytes: number): string {
  const units = ['o', 'ko', 'Mo', 'Go'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

/** Runs a command's main: usage errors exit 2 with the usage, refusals exit 1 with their message alone. */
export function runCommand(main: () => Promise<void>, usage: string, failure: string): void {
  main().catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'USAGE') {
      console.error(`${error.message}\n${usage}`);
      process.exitCode = 2;
    } else if (error instanceof AppError || error instanceof ConfigError) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      console.error(`${failure} :`, error);
      process.exitCode = 1;
    }
  });
}
