import type { FastifyInstance } from 'fastify';

type Pattern = { regex: RegExp; methods: Set<string> };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route's URL as a regular expression: `:param` is one path segment, `*` the rest of the path. */
function patternOf(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : escaped(part)))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Records the methods of every route registered from now on (call it before the routes), and answers which methods
 * a path has: a request with another method on a known path gets 405 and `Allow` rather than 404.
 */
export function trackRouteMethods(app: FastifyInstance): (path: string) => string[] {
  const patterns = new Map<string, Pattern>();
  app.addHook('onRoute', (route) => {
    const pattern = patterns.get(route.url) ?? { regex: patternOf(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) pattern.methods.add(method);
    patterns.set(route.url, pattern);
  });
  return (path) => {
    const methods = new Set<string>();
    for (const { regex, methods: known } of patterns.values()) {
      if (regex.test(path)) known.forEach((method) => methods.add(method));
    }
    return [...methods].sort();
  };
}
