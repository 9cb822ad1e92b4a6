import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * An embedded database with initdb and the migrations done (no rows but those the migrations insert), made by the
 * server build beside the bundle (apps/server/build.mjs). There is none beside the sources: development and tests run
 * initdb as PGlite does.
 */
export const PGLITE_TEMPLATE = fileURLToPath(new URL('./pglite-template', import.meta.url));

const isEmptyOrMissing = (folder: string) => !fs.existsSync(folder) || fs.readdirSync(folder).length === 0;

/**
 * Gives an empty database folder a copy of the build's template, so that a first start skips initdb (seconds of
 * WebAssembly) and the migrations the build applied; newer ones then run as on any database. The copy is made beside
 * the folder and renamed into place, so an interrupted copy never looks like a database. Leaves a folder holding
 * anything alone. True when it copied.
 */
export function copyPgliteTemplate(folder: string, template: string = PGLITE_TEMPLATE): boolean {
  if (!fs.existsSync(path.join(template, 'PG_VERSION')) || !isEmptyOrMissing(folder)) return false;
  const partial = `${folder}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  // Copy-on-write where the file system offers it (Btrfs, XFS), a plain copy elsewhere.
  fs.cpSync(template, partial, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
  if (fs.existsSync(folder)) fs.rmdirSync(folder);
  fs.renameSync(partial, folder);
  return true;
}
