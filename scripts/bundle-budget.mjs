// What each entry route of the web app downloads before it is usable, measured on vite's build manifest.
import FIRST_LOADS from '../apps/web/build/first-loads.json' with { type: 'json' };

/**
 * Gzip budgets (kB) of the JavaScript a first visit to each route loads before it is idle: the entry, then the
 * screens apps/web/build/first-loads.json names (on /login the sign-in page alone, elsewhere the application, its
 * shell and its screen). Chunks loaded once the page is idle
 * (the toasts, the application on /login, the calls) or on the user's first action (zod for the sign-in form, the
 * 2FA step) are not counted. React and react-dom alone weigh about 67 kB: see docs/DECISIONS.md for these figures.
 */
export const ROUTE_BUDGETS = [
  { route: '/login', maxKb: 100 },
  { route: '/admin', maxKb: 170 },
  // The SOS button and its queue (3 kB), the offline copies of the field screens and the notice of their date
  // (2.2 kB) come with the agent shell, not after it: a page opened offline needs them (see DECISIONS).
  { route: '/agent', maxKb: 150 },
].map((budget) => ({ ...budget, load: ['index.html', ...FIRST_LOADS[budget.route]] }));

/** The manifest keys of the chunks loading `keys` fetches: each one and, transitively, its static imports. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

/**
 * A route's JavaScript: every chunk file it loads with its gzip size (bytes, largest first), the total, and whether
 * the total exceeds the budget. `gzipSize(file)` reads a built file's compressed size.
 */
export function measureRoute(manifest, budget, gzipSize) {
  const chunks = staticClosure(manifest, budget.load)
    .map((key) => manifest[key])
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => ({
      file: chunk.file,
      source: chunk.src ?? chunk.name ?? chunk.file,
      bytes: gzipSize(chunk.file),
    }))
    .sort((a, b) => b.bytes - a.bytes);
  const bytes = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
  const strays = chunks.filter((chunk) => !isForRoute(chunk.source, budget.route)).map((chunk) => chunk.file);
  return {
    route: budget.route,
    maxKb: budget.maxKb,
    bytes,
    chunks,
    strays,
    over: bytes > budget.maxKb * 1024 || strays.length > 0,
  };
}

/**
 * Whether a chunk belongs in a route's first load: the chunks of first-visit modules are named by the routes that
 * need them (apps/web/build/first-load-chunks.ts), 'first-login-agent'; another chunk is any route's to load.
 */
export const isForRoute = (name, route) =>
  !name.startsWith('first-') || name.slice('first-'.length).split('-').includes(route.slice(1));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** A route's line of the report, then its largest chunks. */
export function formatRoute(result, top = 8) {
  const verdict = result.over ? 'OVER BUDGET' : 'ok';
  const lines = [`${result.route}: ${kb(result.bytes)} gzip of ${result.maxKb} kB — ${verdict}`];
  if (result.strays.length > 0)
    lines.push(`  loads chunks made for other routes: ${result.strays.join(', ')}`);
  for (const chunk of result.chunks.slice(0, top))
    lines.push(`  ${kb(chunk.bytes).padStart(9)}  ${chunk.file}  (${chunk.source})`);
  return lines.join('\n');
}
