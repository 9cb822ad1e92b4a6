// Builds the web app when its bundle is missing or older than a web source or the lockfile (always with --force),
// so that `npm start` works on a fresh clone and never serves a stale UI after `git pull`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { webBuildIsStale } from './build-freshness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const force = process.argv.includes('--force');
// A server given its own WEB_DIST serves that bundle, not this one.
if (force || (!process.env.WEB_DIST && webBuildIsStale(root))) {
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
