import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { embeddedBusy, embeddedDatabaseOwner, holdEmbeddedDatabase } from '../lib/embedded-lock.ts';
import { DATABASE_ENTRY, readArchive, UPLOAD_FOLDERS } from './backup/archive.ts';
import { counted, fromCaller, refused, runCommand, usageError } from './backup/cli.ts';
import {
  filledTables,
  hasPglite,
  knownMigrations,
  loadPglite,
  pgliteFolder,
  withPglite,
} from './backup/database-state.ts';
import { pgRestore } from './backup/postgres-tools.ts';

const USAGE = `Usage : npm run db:restore -- <archive> [--force]
Remplace la base configurée (DATABASE_URL, sinon la base embarquée de DATA_DIR) et les fichiers déposés par ceux
de l'archive. Une base qui contient déjà des données n'est remplacée qu'avec --force.`;

function readOptions() {
  let parsed;
  try {
    parsed = parseArgs({
      options: { force: { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    });
  } catch {
    throw usageError('Arguments invalides.');
  }
  if (parsed.positionals.length !== 1) throw usageError('Indiquez une seule archive à restaurer.');
  return { archive: fromCaller(parsed.positionals[0]!), force: parsed.values.force };
}

/** What the target already holds, said in words; undefined when it is empty (tables without rows count as empty). */
async function targetContent(config: Config): Promise<string | undefined> {
  let tables: string[] = [];
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    tables = await filledTables((text) => client.query(text)).finally(() => client.end());
  } else if (hasPglite(pgliteFolder(config.dataDir))) {
    tables = await withPglite(pgliteFolder(config.dataDir), (client) =>
      filledTables((text) => client.query(text)),
    );
  }
  let files = 0;
  for (const folder of UPLOAD_FOLDERS) {
    const names = await fsp.readdir(path.join(config.dataDir, folder)).catch(() => []);
    files += names.filter((name) => !name.startsWith('.')).length;
  }
  if (tables.length === 0 && files === 0) return undefined;
  const filled = counted(tables.length, 'table', 'tables');
  return `${filled} avec des données, ${counted(files, 'fichier déposé', 'fichiers déposés')}`;
}

/** Puts the restored folders of `work` in place of those of the data directory (the replaced ones go to `work`). */
async function swap(work: string, dataDir: string, names: readonly string[]): Promise<void> {
  for (const name of names) {
    const current = path.join(dataDir, name);
    if (fs.existsSync(current)) await fsp.rename(current, path.join(work, `replaced-${name}`));
    if (fs.existsSync(path.join(work, name))) await fsp.rename(path.join(work, name), current);
  }
}

async function restore(config: Config, work: string): Promise<void> {
  if (config.databaseUrl) {
    const dump = path.join(work, DATABASE_ENTRY.postgres);
    await pgRestore(config.databaseUrl, dump, path.join(work, 'restore.sql'));
    await swap(work, config.dataDir, UPLOAD_FOLDERS);
    // Migrations newer than the backup are applied now, as the server would at start.
    await (await openDatabase({ databaseUrl: config.databaseUrl })).close();
    return;
  }
  await loadPglite(await fsp.readFile(path.join(work, DATABASE_ENTRY.pglite)), pgliteFolder(work));
  // Opened and migrated before it takes the place of the current database: a copy that does not open never does.
  await (await openDatabase({ dataDir: work })).close();
  await swap(work, config.dataDir, ['pglite', ...UPLOAD_FOLDERS]);
}

/** Restores an archive of npm run db:backup into the configured database and data directory. */
async function main(): Promise<void> {
  const { archive, force } = readOptions();
  const config = loadConfig();
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const owner = config.databaseUrl ? undefined : embeddedDatabaseOwner(config.dataDir);
  if (owner) throw refused(embeddedBusy(config.dataDir, owner));
  await fsp.mkdir(config.dataDir, { recursive: true });
  const work = await fsp.mkdtemp(path.join(config.dataDir, '.restore-'));
  const release = kind === 'pglite' ? holdEmbeddedDatabase(config.dataDir) : () => undefined;
  try {
    const manifest = await readArchive(archive, work);
    if (manifest.database !== kind) {
      throw refused(
        manifest.database === 'pglite'
          ? 'Cette sauvegarde vient de la base embarquée : restaurez-la sans DATABASE_URL.'
          : 'Cette sauvegarde vient de PostgreSQL : restaurez-la avec DATABASE_URL.',
      );
    }
    const known = knownMigrations();
    if (manifest.migrations > known) {
      throw refused(
        `Cette sauvegarde vient d'une version plus récente (${manifest.migrations} migrations, celle-ci en ` +
          `connaît ${known}) : mettez l'application à jour avant de la restaurer.`,
      );
    }
    const content = force ? undefined : await targetContent(config);
    if (content) {
      throw refused(
        `La cible n'est pas vide (${content}) : ajoutez --force pour la remplacer par la sauvegarde.`,
      );
    }
    await restore(config, work);
    console.info(
      `Sauvegarde du ${manifest.createdAt} restaurée (base ${kind}, ` +
        `${counted(manifest.files, 'fichier déposé', 'fichiers déposés')}).`,
    );
    const applied = known - manifest.migrations;
    console.info(
      `  Schéma à jour : ${counted(known, 'migration', 'migrations')}` +
        `${applied > 0 ? `, dont ${counted(applied, 'appliquée', 'appliquées')} maintenant` : ''}.`,
    );
  } finally {
    release();
    await fsp.rm(work, { recursive: true, force: true });
  }
}

runCommand(main, USAGE, 'Échec de la restauration');
