// `npm run size`: fails when a route's JavaScript (gzip) exceeds its budget; reads the built bundle (WEB_DIST or
// apps/web/dist) and the manifest vite writes next to it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { formatRoute, measureRoute, ROUTE_BUDGETS } from './bundle-budget.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

const results = ROUTE_BUDGETS.map((budget) => measureRoute(manifest, budget, gzipSize));
for (const result of results) console.log(formatRoute(result));
const over = results.filter((result) => result.over);
if (over.length > 0) {
  console.error(`\nBundle budget exceeded on ${over.map((result) => result.route).join(', ')}`);
  process.exit(1);
}
