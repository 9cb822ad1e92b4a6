import path from 'node:path';
import FIRST_LOADS from './first-loads.json' with { type: 'json' };
import { modulesReached, type ModuleFacts } from './module-reach.ts';

type Graph = { getModuleInfo(id: string): (ModuleFacts & { dynamicImporters: readonly string[] }) | null };

const webRoot = path.resolve(import.meta.dirname, '..');
const ROUTES = Object.keys(FIRST_LOADS) as (keyof typeof FIRST_LOADS)[];
const ENTRY = path.join(webRoot, 'src/main.tsx');

/** For each module a first visit loads, the routes whose first visit loads it ('/agent /admin'), else null. */
function routesNeeding(graph: Graph, libraries: readonly RegExp[]): (id: string) => string | null {
  const entry = modulesReached(graph, [ENTRY]);
  const reached = ROUTES.map((route) =>
    modulesReached(
      graph,
      FIRST_LOADS[route].map((file) => path.join(webRoot, file)),
    ),
  );
  return (id) => {
    // The entry's modules are its own chunk; a module loaded by import() stays the chunk the router names.
    // Libraries have chunks of their own.
    if (entry.has(id) || graph.getModuleInfo(id)?.dynamicImporters.length) return null;
    if (libraries.some((library) => library.test(id))) return null;
    const routes = ROUTES.filter((_, i) => reached[i]!.has(id));
    return routes.length > 0 ? routes.join(' ') : null;
  };
}

/** Every non-empty set of routes. */
const routeSets = (): string[][] =>
  Array.from({ length: 2 ** ROUTES.length - 1 }, (_, i) => ROUTES.filter((_, bit) => (i + 1) & (1 << bit)));

/**
 * Code-splitting groups: the modules a first visit needs, other than the entry's and the screens' own, make one chunk
 * per set of routes that need them, instead of one per set of screens (rolldown's default), which cut /agent's first
 * load into about 45 files, each paying the network's latency (6 at a time over HTTP/1.1). A route fetches only what
 * it needs: a module /login does not load is never in a chunk /login loads. A captured module's dependencies are left
 * where their own routes put them (rolldown would pull them into the module's chunk, /login's React included).
 */
export function firstLoadGroups(libraries: readonly RegExp[]) {
  // One plan per bundling pass, worked out at its first question.
  const plans = new WeakMap<Graph, (id: string) => string | null>();
  const planOf = (graph: Graph) => {
    if (!plans.has(graph)) plans.set(graph, routesNeeding(graph, libraries));
    return plans.get(graph)!;
  };
  return routeSets().map((routes) => {
    const key = routes.join(' ');
    const chunk = `first-${routes.map((route) => route.slice(1)).join('-')}`;
    return {
      name: (id: string, graph: Graph) => (planOf(graph)(id) === key ? chunk : null),
      priority: -1,
      includeDependenciesRecursively: false,
    };
  });
}
