// Decides whether the web bundle is older than what it is built from, so `npm start` never serves a stale UI.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the web bundle is built from, relative to the project root. */
export const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
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

/** True when the bundle's index.html is missing or older than one of the inputs. */
export function webBuildIsStale(root, inputs = WEB_BUILD_INPUTS) {
  const built = newestModification(path.join(root, 'apps/web/dist/index.html'));
  if (built === 0) return true;
  return inputs.some((input) => newestModification(path.join(root, input)) > built);
}
