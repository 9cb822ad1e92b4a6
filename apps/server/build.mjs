// Compiles the server for production into dist/, which Node runs without a TypeScript loader:
// - main.js and the operator's commands, bundled by esbuild (the @secops/domain sources inlined, installed packages
//   left to node_modules), with source maps, the code they share and what main.js loads later in chunk files beside
//   them;
// - migrations/, the SQL migrations (the bundle reads them beside itself: db/client.ts);
// - pglite-template/, an embedded database with initdb and the migrations done, which a first start on an empty data
//   directory copies instead of doing them again (seconds of WebAssembly: db/pglite-template.ts);
// - pglite-template-demo/, the same with the demo seeded, dated from the build, which a first start with the demo
//   copies and re-dates instead of seeding (db/seed/demo-template.ts).
// The other paths the server reads relative to its own file resolve the same from dist/main.js as from
// src/<file>.ts, both two folders below the project root. dist/ is written whole beside the old one, then swapped
// in, so that a server starting meanwhile, or a build running at the same time, never sees half of it.
import { cpSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('.', import.meta.url));
const dist = path.join(serverDir, 'dist');

const ENTRY_POINTS = {
  main: 'src/main.ts',
  'user-create': 'src/scripts/user-create.ts',
  'db-backup': 'src/scripts/db-backup.ts',
  'db-restore': 'src/scripts/db-restore.ts',
  openapi: 'src/scripts/openapi-export.ts',
};

// The workspace's domain package is TypeScript source, so it is bundled; every other package stays an import.
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@secops/') ? undefined : { path: args.path, external: true },
    );
  },
};

const BUNDLE = {
  absWorkingDir: serverDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [packagesStayExternal],
};

/**
 * initdb's template databases serve only CREATE DATABASE, which the embedded database never runs; each is 300 files a
 * first start would copy, and creating a file can cost this machine's kernel half a millisecond.
 */
async function makePgliteTemplate(target, migrationsFolder) {
  const db = await PGlite.create(target);
  await migrate(drizzle(db), { migrationsFolder });
  for (const name of ['template0', 'template1']) {
    await db.exec(`alter database ${name} is_template false`);
    await db.exec(`drop database ${name}`);
  }
  await db.close();
  rmSync(path.join(target, 'postmaster.pid'), { force: true });
}

/** The demo is TypeScript: the step that seeds it is bundled like the server, run, then removed. */
async function makeDemoTemplate(next) {
  const step = path.join(next, '.demo-template.js');
  await build({ ...BUNDLE, entryPoints: ['src/db/seed/demo-template.ts'], outfile: step, sourcemap: false });
  const { makeDemoTemplate: make } = await import(pathToFileURL(step).href);
  await make(path.join(next, 'pglite-template'), path.join(next, 'pglite-template-demo'));
  rmSync(step);
}

/** Puts the new build in place of the old one; another build may be swapping at the same moment. */
function swapIn(next) {
  const old = path.join(serverDir, `.dist-old-${process.pid}`);
  for (let attempt = 0; ; attempt++) {
    try {
      renameSync(dist, old);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    try {
      renameSync(next, dist);
      break;
    } catch (error) {
      if (attempt === 20 || !['ENOTEMPTY', 'EEXIST'].includes(error.code)) throw error;
    }
  }
  rmSync(old, { recursive: true, force: true });
}

const started = Date.now();
const next = path.join(serverDir, `.dist-${process.pid}`);
try {
  cpSync(path.join(serverDir, 'src/db/migrations'), path.join(next, 'migrations'), {
    recursive: true,
    // drizzle-kit's snapshots serve only to generate the next migration.
    filter: (source) => !source.endsWith('_snapshot.json'),
  });
  await makePgliteTemplate(path.join(next, 'pglite-template'), path.join(next, 'migrations'));
  // Split, so that what main.js imports only once the database is opening is read from disk only then.
  await build({ ...BUNDLE, entryPoints: ENTRY_POINTS, outdir: next, splitting: true });
  await makeDemoTemplate(next);
  swapIn(next);
} finally {
  rmSync(next, { recursive: true, force: true });
}
console.info(`apps/server/dist built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
