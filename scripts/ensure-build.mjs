// Builds the web app when its bundle is missing (or always with --force), so that `npm start` works on a fresh clone.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const force = process.argv.includes('--force');
if (force || !existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
