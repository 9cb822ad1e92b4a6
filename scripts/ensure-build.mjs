// Builds the web app and the server when their output is missing or older than a source or the lockfile (always with
// --force), so that `npm start` works on a fresh clone and never serves a stale UI or runs stale server code after
// `git pull`. --server: the server only (the operator's commands need no web app). Stops first on a Node.js too old.
import './check-node.mjs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverBuildIsStale, webBuildIsStale } from './build-freshness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const force = process.argv.includes('--force');
const serverOnly = process.argv.includes('--server');

const run = (args) => {
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

// A server given its own WEB_DIST serves that bundle, not this one.
if (!serverOnly && (force || (!process.env.WEB_DIST && webBuildIsStale(root))))
  run(['run', 'build', '-w', 'apps/web']);
if (force || serverBuildIsStale(root)) run(['run', 'build', '-w', 'apps/server']);
