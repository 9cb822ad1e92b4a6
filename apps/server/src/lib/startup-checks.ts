import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ConfigError } from '../config.ts';

type SystemError = Error & { code?: string; syscall?: string };

const codeOf = (error: unknown): string | undefined => (error as SystemError | undefined)?.code;

/** Why the system refused a file or folder, in words. */
const FILE_REASONS: Record<string, string> = {
  EACCES: 'permission refusée',
  EPERM: 'permission refusée',
  EROFS: 'disque en lecture seule',
  ENOTDIR: 'un fichier se trouve sur le chemin',
  ENOSPC: 'disque plein',
  EEXIST: 'un fichier porte déjà ce nom',
};

/** The listening socket's failure as the one line the operator reads, naming PORT or HOST. */
export function listenFailure(error: unknown, host: string, port: number): ConfigError | undefined {
  switch (codeOf(error)) {
    case 'EADDRINUSE':
      return new ConfigError(
        `PORT : le port ${port} de ${host} est déjà pris par un autre programme (un serveur déjà lancé ?) ; ` +
          'arrêtez-le ou choisissez un autre PORT.',
      );
    case 'EACCES':
      return new ConfigError(
        `PORT : le port ${port} est réservé à l'administrateur du système ; choisissez un PORT au-dessus de 1023 ` +
          '(le proxy HTTPS écoute sur 443).',
      );
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new ConfigError(
        `HOST : ${host} n'est pas une adresse de cette machine ; choisissez 127.0.0.1, 0.0.0.0 ou l'une de ses adresses.`,
      );
    default:
      return undefined;
  }
}

/**
 * Stops a start whose address is taken before anything is written: a second server started by mistake must not
 * seed a data folder of its own. Port 0 (any free port) needs no check.
 */
export async function ensurePortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  }).catch((error: unknown) => {
    throw listenFailure(error, host, port) ?? error;
  });
}

/** The data folder exists (made when missing) and takes files, or the start stops with one line naming DATA_DIR. */
export function ensureDataDirWritable(dataDir: string): void {
  const probe = path.join(dataDir, `.write-test-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    const reason = FILE_REASONS[codeOf(error) ?? ''] ?? codeOf(error) ?? (error as Error).message;
    throw new ConfigError(
      `DATA_DIR : impossible d'écrire dans ${dataDir} (${reason}) ; créez ce dossier et donnez-le à l'utilisateur ` +
        'qui lance le serveur, ou choisissez un autre DATA_DIR.',
    );
  }
}

/** PostgreSQL's refusals the operator can fix, by SQLSTATE. */
const POSTGRES_REASONS: Record<string, string> = {
  '28P01': "mot de passe refusé : corrigez l'utilisateur ou le mot de passe de l'URL",
  '28000': "utilisateur refusé : créez-le (createuser) ou corrigez l'URL",
  '3D000': "cette base n'existe pas : créez-la (createdb -O <utilisateur> <base>) ou corrigez l'URL",
  '42501':
    "l'utilisateur n'a pas les droits sur la base : donnez-la-lui (createdb -O) ou changez d'utilisateur",
};

/** The database's refusal at start as one line naming DATABASE_URL; undefined for a failure of another kind. */
export function databaseFailure(error: unknown, databaseUrl: string): ConfigError | undefined {
  const url = URL.parse(databaseUrl);
  const where = url ? `${url.hostname || 'localhost'}:${url.port || '5432'}` : 'son adresse';
  const code = codeOf(error) ?? codeOf((error as AggregateError | undefined)?.errors?.[0]);
  const message = error instanceof Error ? error.message : '';
  let reason = code ? POSTGRES_REASONS[code] : undefined;
  if (code === 'ECONNREFUSED') {
    reason = `PostgreSQL ne répond pas sur ${where} (connexion refusée) : démarrez-le ou corrigez l'URL`;
  } else if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    reason = `l'hôte ${url?.hostname ?? ''} est inconnu : corrigez l'URL`;
  } else if (code === 'ETIMEDOUT' || code === 'EHOSTUNREACH' || /timeout/i.test(message)) {
    reason = `PostgreSQL ne répond pas sur ${where} (délai dépassé) : vérifiez qu'il tourne et que le réseau y mène`;
  }
  return reason ? new ConfigError(`DATABASE_URL : ${reason}.`) : undefined;
}
