import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; imports: string[] };
type Bundle = Record<string, Chunk | { type: 'asset' }>;

/** The files a chunk's running means are loaded: itself and its static imports, transitively. */
export function loadedWith(bundle: Bundle, host: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (loaded.has(file) || chunk?.type !== 'chunk') return;
    loaded.add(file);
    chunk.imports.forEach(visit);
  };
  visit(host);
  return loaded;
}

/**
 * The preload list of each `import()` without the scripts its importer has loaded already. Vite lists every script
 * the imported chunk needs, React's and the router's included, in every lazy route of the route table: the table is in
 * every first load, and those lists were a tenth of its chunk. `plugin` sees the bundle before vite writes the lists
 * (`build.modulePreload.resolveDependencies` gets file names only).
 */
export function preloadsNotLoaded() {
  let bundle: Bundle = {};
  const cache = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'preloads-not-loaded',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_, output) {
        bundle = output as unknown as Bundle;
        cache.clear();
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }) => {
    if (!cache.has(hostId)) cache.set(hostId, loadedWith(bundle, hostId));
    const loaded = cache.get(hostId)!;
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
