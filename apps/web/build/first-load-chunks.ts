import path from 'node:path';
import FIRST_LOADS from './first-loads.json' with { type: 'json' };
import { modulesReached, type ModuleFacts } from './module-reach.ts';

type Graph = {
  getModuleInfo(
    id: string,
  ):
    | (ModuleFacts & { dynamicImporters: readonly string[]; dynamicallyImportedIds?: readonly string[] })
    | null;
};

const webRoot = path.resolve(import.meta.dirname, '..');
const ROUTES = Object.keys(FIRST_LOADS) as (keyof typeof FIRST_LOADS)[];
const ENTRY = path.join(webRoot, 'src/main.tsx');
// Modules the entry loads to ask for a screen's data early (src/main.tsx): what only they need has a small chunk of
// its own, so their request waits for neither the application's code nor the screen's.
const EARLY_REQUESTS = ['src/features/planning/api/start-board-early.ts'];
// The modules whose split points are the field area's later parts: what those load from a chunk of staff screens has
// a chunk of its own, so that a phone never downloads and runs the planning board to show 'Pointage'. The shell's
// own (the calls, the offline queue, the alerts, Pointage's code at idle: loaded on every visit once the first
// screen is shown) apart from the other screens' (the mission page and its forms, with zod's schemas).
const FIELD_SHELL_ROOTS = ['src/app/layouts/agent-layout.tsx'];
const FIELD_SCREEN_ROOTS = ['src/app/routes/agent-routes.tsx'];
const STAFF_AND_FIELD = 'first-admin-agent-admin_planning';
const DOMAIN = /[\\/]packages[\\/]domain[\\/]/;
// Of those later parts, what goes into one chunk: the app's own modules and the icons, not the libraries.
const FIELD_LATER = /^(?!.*node_modules)|node_modules[\\/]lucide-react[\\/]/;

/**
 * The modules the split points (import()) reached from `roots` load, not those of the split points they reach, nor
 * the domain's schemas the API client loads at the first refused call (`lib/api-error.ts`, zod with them).
 */
function nextReached(graph: Graph, roots: readonly string[]): Set<string> {
  const entries = [...modulesReached(graph, roots)]
    .flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
    .filter((id) => !DOMAIN.test(id));
  return modulesReached(graph, entries);
}

/** Every module the split points (import()) reached from `roots` load, and the split points those reach in turn. */
function laterReached(graph: Graph, roots: readonly string[]): Set<string> {
  const later = new Set<string>();
  const seen = new Set<string>();
  let modules = modulesReached(graph, roots);
  for (;;) {
    const entries = [...modules].flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
    const fresh = entries.filter((id) => !seen.has(id));
    if (fresh.length === 0) return later;
    fresh.forEach((id) => seen.add(id));
    modules = new Set([...modulesReached(graph, fresh)].filter((id) => !later.has(id)));
    modules.forEach((id) => later.add(id));
  }
}

/**
 * For each module a first visit loads, the chunk named by the routes whose first visit loads it
 * ('first-admin-admin_planning'), all that /agent shares with staff routes in one; for what the agent shell loads once
 * its first screen is shown, 'field-later'; else null: rolldown decides.
 */
function chunkNames(graph: Graph, libraries: readonly RegExp[]): (id: string) => string | null {
  const entry = modulesReached(graph, [ENTRY]);
  const reached = ROUTES.map((route) =>
    modulesReached(
      graph,
      FIRST_LOADS[route].map((file) => path.join(webRoot, file)),
    ),
  );
  const early = modulesReached(
    graph,
    EARLY_REQUESTS.map((file) => path.join(webRoot, file)),
  );
  const [fieldShell, fieldScreens] = [FIELD_SHELL_ROOTS, FIELD_SCREEN_ROOTS].map((roots) =>
    laterReached(
      graph,
      roots.map((file) => path.join(webRoot, file)),
    ),
  );
  const shellNext = nextReached(
    graph,
    FIELD_SHELL_ROOTS.map((file) => path.join(webRoot, file)),
  );
  return (id) => {
    // The entry's modules are its own chunk; a module loaded by import() stays the chunk the router names.
    // Libraries have chunks of their own.
    if (entry.has(id) || graph.getModuleInfo(id)?.dynamicImporters.length) return null;
    if (libraries.some((library) => library.test(id))) return null;
    const routes = ROUTES.filter((_, i) => reached[i]!.has(id));
    // What the agent shell loads once its first screen is shown (the calls, the offline queue, the mentions,
    // Pointage's code), of the app's own code and its icons, is one chunk rather than the 20-odd pieces of 1–2 kB
    // rolldown cut it into by the sets of later parts that share them (an icon, a hook), each a request of its own.
    if (routes.length === 0) return shellNext.has(id) && FIELD_LATER.test(id) ? 'field-later' : null;
    const name = `first-${routes.map((route) => route.slice(1).replaceAll('/', '_')).join('-')}`;
    if (routes.length === 1 && early.has(id)) return `${name}-early`;
    // What the phone shares with staff routes is one chunk, whichever staff routes need it: a few kB more for an
    // office's screen, a request fewer for a phone, where each waits for one of 6 connections on a slow network.
    if (routes.includes('/agent') && routes.length > 1 && !routes.includes('/login')) return STAFF_AND_FIELD;
    if (routes.includes('/agent')) return name;
    if (fieldShell!.has(id)) return `${name}-field_shell`;
    return fieldScreens!.has(id) ? `${name}-field` : name;
  };
}

/**
 * A code-splitting group: the modules a first visit needs, other than the entry's and the screens' own, make one chunk
 * per set of routes that need them (each name the group gives is a chunk), instead of one per set of screens
 * (rolldown's default), which cut /agent's first load into about 45 files, each paying the network's latency (6 at a
 * time over HTTP/1.1). A route fetches only what it needs: a module /login does not load is never in a chunk /login
 * loads. A captured module's dependencies are left where their own routes put them (rolldown would pull them into the
 * module's chunk, /login's React included).
 */
export function firstLoadGroup(libraries: readonly RegExp[]) {
  // One plan per bundling pass, worked out at its first question.
  const plans = new WeakMap<Graph, (id: string) => string | null>();
  return {
    name: (id: string, graph: Graph) => {
      if (!plans.has(graph)) plans.set(graph, chunkNames(graph, libraries));
      return plans.get(graph)!(id);
    },
    priority: -1,
    includeDependenciesRecursively: false,
  };
}
