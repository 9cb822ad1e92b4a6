import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig, PROJECT_ROOT, type Config } from '../config.ts';
import { dumpPglite, requestEmbeddedDump, type EmbeddedDump } from '../lib/embedded-dump.ts';
import { embeddedDatabaseOwner, holdEmbeddedDatabase } from '../lib/embedded-lock.ts';
import {
  DATABASE_ENTRY,
  partialName,
  snapshotFiles,
  UPLOAD_FOLDERS,
  writeArchive,
  type Manifest,
} from './backup/archive.ts';
import { counted, formatSize, fromCaller, refused, runCommand, usageError } from './backup/cli.ts';
import { appliedMigrations, hasPglite, pgliteFolder, withPglite } from './backup/database-state.ts';
import { pgDump } from './backup/postgres-tools.ts';

const USAGE = `Usage : npm run db:backup [-- --out <dossier>]
Écrit secops-<date>.tar.gz (base de données, photos et documents) dans <dossier>, par défaut backups/ à la racine
du projet. La base embarquée se sauvegarde pendant que le serveur tourne ; PostgreSQL demande pg_dump.`;

function readOptions() {
  try {
    return parseArgs({ options: { out: { type: 'string' } }, strict: true }).values;
  } catch {
    throw usageError('Arguments invalides.');
  }
}

/** The embedded database, from the running server when it holds it, else opened here for the time of the copy. */
async function dumpEmbedded(dataDir: string): Promise<EmbeddedDump> {
  const owner = embeddedDatabaseOwner(dataDir);
  if (owner) {
    return requestEmbeddedDump(dataDir).catch(() => {
      throw refused(
        `Le serveur (processus ${owner}) tient la base embarquée de ${dataDir} mais n'a pas répondu à la demande ` +
          'de copie : redémarrez-le avec cette version, ou arrêtez-le le temps de la sauvegarde.',
      );
    });
  }
  if (!hasPglite(pgliteFolder(dataDir)))
    throw refused(`Aucune base embarquée dans ${dataDir} : rien à sauvegarder.`);
  const release = holdEmbeddedDatabase(dataDir);
  try {
    return await withPglite(pgliteFolder(dataDir), dumpPglite);
  } finally {
    release();
  }
}

/** Writes the database into `stage` and answers how many migrations it has applied. */
async function dumpDatabase(config: Config, stage: string): Promise<number> {
  await fsp.mkdir(path.join(stage, 'database'));
  if (!config.databaseUrl) {
    const { tar, migrations } = await dumpEmbedded(config.dataDir);
    await fsp.writeFile(path.join(stage, DATABASE_ENTRY.pglite), tar);
    return migrations;
  }
  await pgDump(config.databaseUrl, path.join(stage, DATABASE_ENTRY.postgres));
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    return await appliedMigrations((text) => client.query(text));
  } finally {
    await client.end();
  }
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/:(\d\d)\.\d+Z$/, '$1Z')
    .replace(/:/g, '');

/** Writes one archive of the database and the uploaded files; never a half one. */
async function main(): Promise<void> {
  const options = readOptions();
  const config = loadConfig();
  const outDir = options.out ? fromCaller(options.out) : path.join(PROJECT_ROOT, 'backups');
  await fsp.mkdir(outDir, { recursive: true, mode: 0o700 });
  const createdAt = new Date();
  const file = path.join(outDir, `secops-${stamp(createdAt)}.tar.gz`);
  if (fs.existsSync(file)) throw refused(`${file} existe déjà.`);
  // Next to the uploads, so that they are taken as hard links (same disk).
  await fsp.mkdir(config.dataDir, { recursive: true });
  const stage = await fsp.mkdtemp(path.join(config.dataDir, '.backup-'));
  const interrupted = () => {
    fs.rmSync(stage, { recursive: true, force: true });
    fs.rmSync(partialName(file), { force: true });
    process.exit(130);
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    // The database first: files deleted after its copy are still in the snapshot that follows.
    const migrations = await dumpDatabase(config, stage);
    let files = 0;
    for (const folder of UPLOAD_FOLDERS) {
      files += await snapshotFiles(path.join(config.dataDir, folder), path.join(stage, folder));
    }
    const { version } = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      version: string;
    };
    const manifest: Manifest = {
      format: 1,
      app: 'security-ops-manager',
      version,
      createdAt: createdAt.toISOString(),
      database: config.databaseUrl ? 'postgres' : 'pglite',
      migrations,
      files,
    };
    await writeArchive(stage, manifest, file);
    const size = formatSize(fs.statSync(file).size);
    console.info(`Sauvegarde écrite : ${file}`);
    console.info(
      `  ${size} ; base ${manifest.database} (${counted(migrations, 'migration', 'migrations')}) ; ` +
        counted(files, 'fichier déposé', 'fichiers déposés'),
    );
  } finally {
    await fsp.rm(stage, { recursive: true, force: true });
  }
}

runCommand(main, USAGE, 'Échec de la sauvegarde');
