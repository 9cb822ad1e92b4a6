// Decides whether a build (the web bundle, the compiled server) is older than what it is built from, so `npm start`
// never serves a stale UI nor runs stale server code.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the web bundle is built from, relative to the project root. */
export const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'packages/domain/src',
  'package-lock.json',
];

/** What the compiled server (apps/server/dist) is built from, relative to the project root. */
export const SERVER_BUILD_INPUTS = [
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'packages/domain/src',
  'package-lock.json',
];

/** The latest modification time (ms) of a file or of any file under a folder; 0 when it does not exist. */
export function newestModification(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestModification(path.join(target, entry)));
  return newest;
}

/** True when the build's output file is missing or older than one of the inputs. */
function isStale(root, output, inputs) {
  const built = newestModification(path.join(root, output));
  if (built === 0) return true;
  return inputs.some((input) => newestModification(path.join(root, input)) > built);
}

/** True when the bundle's index.html is missing or older than one of the inputs. */
export const webBuildIsStale = (root, inputs = WEB_BUILD_INPUTS) =>
  isStale(root, 'apps/web/dist/index.html', inputs);

/** True when the compiled server's entry point is missing or older than one of the inputs. */
export const serverBuildIsStale = (root, inputs = SERVER_BUILD_INPUTS) =>
  isStale(root, 'apps/server/dist/main.js', inputs);
