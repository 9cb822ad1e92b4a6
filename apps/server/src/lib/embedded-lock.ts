import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'server.pid';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The process id of a running server that holds the embedded database of this data directory, if any (a lock file
 * left by a process that is gone does not count). PGlite must never be opened by two processes at once.
 */
export function embeddedDatabaseOwner(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim());
  } catch {
    return undefined;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : undefined;
}

/** Marks the embedded database as held by this process; the returned function lets it go (at shutdown). */
export function holdEmbeddedDatabase(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}

/** Why a second process may not open the embedded database, and what to do instead. */
export const embeddedBusy = (dataDir: string, pid: number): string =>
  `La base embarquée de ${dataDir} est déjà ouverte par le serveur (processus ${pid}). ` +
  "Arrêtez-le d'abord, ou faites-le depuis l'application ; avec DATABASE_URL (PostgreSQL), plusieurs processus " +
  'peuvent partager la base.';
