import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import * as MSG from '@secops/domain/messages';

const PAGE_METHODS = new Set(['GET', 'HEAD']);

/** Build files under /assets carry a content hash in their name: the same URL never changes content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * How long a browser may keep a built file: hashed assets for a year, anything else revalidated (index.html, and the
 * service worker sw.js and manifest.webmanifest of the installable app, so that a new version is seen at once).
 */
export function cacheControlFor(webDist: string, file: string): string {
  const relative = path.relative(webDist, file).split(path.sep);
  return relative.length > 1 && relative[0] === 'assets' ? IMMUTABLE : 'no-cache';
}

/** The scripts a route's first visit loads, as the web build lists them (apps/web/build/first-load-preloads.ts). */
const PRELOADS = '.vite/preloads.json';

/** index.html, with a modulepreload link for each of `scripts` at the end of its head. */
const withPreloads = (html: string, scripts: readonly string[]): string =>
  html.replace(
    '</head>',
    `${scripts.map((script) => `<link rel="modulepreload" crossorigin href="${script}">`).join('')}</head>`,
  );

/**
 * The page a client route gets: index.html, and for a route the build lists (/agent, /login, /admin) the links that
 * let the browser ask for every script of its first screen at once, with the HTML. Read again when index.html
 * changes (a new build beside a running server).
 */
function pages(webDist: string): (url: string) => string {
  const index = path.join(webDist, 'index.html');
  let built: { version: number; byRoute: Map<string, string>; plain: string } | undefined;
  return (url) => {
    const version = fs.statSync(index).mtimeMs;
    if (built?.version !== version) {
      const plain = fs.readFileSync(index, 'utf8');
      const file = path.join(webDist, PRELOADS);
      const preloads = fs.existsSync(file)
        ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>)
        : {};
      const byRoute = new Map(
        Object.entries(preloads).map(([route, scripts]) => [route, withPreloads(plain, scripts)]),
      );
      built = { version, byRoute, plain };
    }
    return built.byRoute.get(url.replace(/(.)\/+$/, '$1')) ?? built.plain;
  };
}

/**
 * Serves the built SPA (when there is one) with an index.html fallback for client routes, to HEAD as to GET (monitors
 * and link checkers use it; Node sends no body to a HEAD); unknown /api routes and missing files stay a JSON 404, and
 * a known path asked with a method it does not take gets a JSON 405 naming those it takes in `Allow`.
 * Files go out as their brotli or gzip copy written at build time when the browser accepts it, with an ETag.
 */
export async function serveSpa(
  app: FastifyInstance,
  webDist: string,
  methodsOf: (path: string) => string[] = () => [],
): Promise<void> {
  const index = path.join(webDist, 'index.html');
  const hasSpa = fs.existsSync(index);
  const pageAt = pages(webDist);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => void reply.header('cache-control', cacheControlFor(webDist, file)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // A known path asked with another method: 405 and the methods it takes (the client routes stay GET and HEAD).
    const allowed = methodsOf(url);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({ statusCode: 405, code: 'METHOD_NOT_ALLOWED', message: MSG.methodNotAllowed });
    }
    if (!hasSpa || !PAGE_METHODS.has(request.method) || url.startsWith('/api') || path.extname(url)) {
      return reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: MSG.routeNotFound });
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(pageAt(url));
  });
}
