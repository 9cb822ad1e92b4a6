import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * An embedded database with initdb and the migrations done (no rows but those the migrations insert), made by the
 * server build beside the bundle (apps/server/build.mjs). There is none beside the sources: development and tests run
 * initdb as PGlite does.
 */
export const PGLITE_TEMPLATE = fileURLToPath(new URL('./pglite-template', import.meta.url));
/** The same with the demo seeded, for a server that seeds it (seed/demo-template.ts). */
export const PGLITE_DEMO_TEMPLATE = fileURLToPath(new URL('./pglite-template-demo', import.meta.url));

const isEmptyOrMissing = (folder: string) => !fs.existsSync(folder) || fs.readdirSync(folder).length === 0;

/**
 * Copies a folder of folders and plain files (a database has nothing else), one file at a time: the server's code
 * loads meanwhile, and reading it needs the same few threads of Node.js as the copy (a copy of every file at once
 * would hold them all). fs.promises.cp does more checks, several times slower. Copy-on-write where the file system
 * offers it (Btrfs, XFS), a plain copy elsewhere.
 */
async function copyTree(from: string, to: string): Promise<void> {
  await fs.promises.mkdir(to, { recursive: true });
  for (const entry of await fs.promises.readdir(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) await copyTree(source, target);
    else await fs.promises.copyFile(source, target, fs.constants.COPYFILE_FICLONE);
  }
}

/**
 * Gives an empty database folder a copy of the build's template, so that a first start skips initdb (seconds of
 * WebAssembly) and the migrations the build applied; newer ones then run as on any database. The copy is made beside
 * the folder and renamed into place, so an interrupted copy never looks like a database. Leaves a folder holding
 * anything alone. True when it copied. Asynchronous: its hundreds of files take a while (creating a file can cost the
 * kernel half a millisecond), during which the server loads the rest of its code (main.ts).
 */
export async function copyPgliteTemplate(
  folder: string,
  template: string = PGLITE_TEMPLATE,
): Promise<boolean> {
  if (!fs.existsSync(path.join(template, 'PG_VERSION')) || !isEmptyOrMissing(folder)) return false;
  const partial = `${folder}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  await copyTree(template, partial);
  if (fs.existsSync(folder)) fs.rmdirSync(folder);
  fs.renameSync(partial, folder);
  return true;
}
