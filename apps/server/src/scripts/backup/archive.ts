import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { refused, runTool } from './cli.ts';

/** The folders of the data directory that hold uploaded files (agent photos, mission documents and attachments). */
export const UPLOAD_FOLDERS = ['photos', 'uploads'] as const;

/** Where the database lies inside an archive, by kind. */
export const DATABASE_ENTRY = { pglite: 'database/pglite.tar', postgres: 'database/postgres.dump' } as const;

const ManifestSchema = z.object({
  format: z.literal(1),
  app: z.literal('security-ops-manager'),
  version: z.string(),
  createdAt: z.iso.datetime(),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.number().int().min(0),
  files: z.number().int().min(0),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export const notABackup = (file: string) =>
  refused(`${file} n'est pas une sauvegarde de Security Ops Manager lisible.`);

const tar = (args: string[]) => runTool('tar', args, 'La commande tar est introuvable (PATH).');

/**
 * Puts the kept files of `from` into `to` as hard links: an upload is never changed once kept, so the links are a
 * snapshot that costs no space and that a deletion during the backup cannot break. Files being received
 * (`.incoming`) are left out. Answers how many files were taken.
 */
export async function snapshotFiles(from: string, to: string): Promise<number> {
  const entries = await fsp.readdir(from, { withFileTypes: true }).catch(() => []);
  let count = 0;
  if (entries.length > 0) await fsp.mkdir(to, { recursive: true });
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) count += await snapshotFiles(source, target);
    else if (entry.isFile()) {
      // Another disk (a mounted uploads folder): a copy. Deleted since the listing: it is no longer part of the data.
      const taken = await fsp
        .link(source, target)
        .catch(() => fsp.copyFile(source, target))
        .then(
          () => true,
          (error: NodeJS.ErrnoException) => {
            if (error.code === 'ENOENT') return false;
            throw error;
          },
        );
      if (taken) count += 1;
    }
  }
  return count;
}

/** The name an archive has while it is being written. */
export const partialName = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.partial`);

/**
 * Writes `folder` (manifest, database, files) as a tar.gz at `file`, readable by its owner only (it holds every
 * account and document), which appears whole or not at all.
 */
export async function writeArchive(folder: string, manifest: Manifest, file: string): Promise<void> {
  await fsp.writeFile(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const partial = partialName(file);
  try {
    await fsp.writeFile(partial, '', { mode: 0o600 });
    await tar(['-czf', partial, '-C', folder, '.']);
    // A link, unlike a rename, never replaces an archive that already has this name.
    await fsp.link(partial, file);
  } finally {
    await fsp.rm(partial, { force: true });
  }
}

/** Refuses anything but folders and plain files, so that extracted links cannot point outside the folder. */
async function checkPlain(folder: string): Promise<boolean> {
  for (const entry of await fsp.readdir(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!(await checkPlain(path.join(folder, entry.name)))) return false;
    } else if (!entry.isFile()) return false;
  }
  return true;
}

/** Extracts an archive into the empty folder `into` and answers its manifest; refuses what is not a backup. */
export async function readArchive(file: string, into: string): Promise<Manifest> {
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) throw refused(`${file} est introuvable.`);
  await tar(['-xzf', file, '-C', into, '--no-same-owner']).catch(() => {
    throw notABackup(file);
  });
  const manifest = await fsp
    .readFile(path.join(into, 'manifest.json'), 'utf8')
    .then((text) => ManifestSchema.safeParse(JSON.parse(text)))
    .catch(() => undefined);
  if (!manifest?.success || !(await checkPlain(into))) throw notABackup(file);
  const database = path.join(into, DATABASE_ENTRY[manifest.data.database]);
  if (!fs.statSync(database, { throwIfNoEntry: false })?.isFile()) throw notABackup(file);
  return manifest.data;
}
