import path from 'node:path';
import type { Plugin } from 'vite';
import FIRST_LOADS from './first-loads.json' with { type: 'json' };

/** Where the build writes, for each route of first-loads.json, the scripts its first visit loads. */
export const PRELOADS_FILE = '.vite/preloads.json';

type Chunk = { fileName: string; imports: string[]; facadeModuleId: string | null; isEntry: boolean };

/** The chunk files `files` load, each with its static imports, transitively; `known` are left out. */
function scriptsLoaded(chunks: Chunk[], files: string[], known: Set<string>): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded: string[] = [];
  const visit = (file: string) => {
    if (known.has(file) || loaded.includes(file)) return;
    loaded.push(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  files.forEach(visit);
  return loaded;
}

/**
 * Writes PRELOADS_FILE: the page of a route asks for all its scripts with the HTML (the server adds their
 * `modulepreload` links), instead of each once the entry has run and asked for the one before it.
 */
export function firstLoadPreloads(): Plugin {
  let root = '';
  return {
    name: 'first-load-preloads',
    apply: 'build',
    configResolved: (config) => void (root = config.root),
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk') as Chunk[];
      const entry = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      // The entry and its imports are in index.html already.
      const known = new Set(scriptsLoaded(chunks, entry, new Set()));
      const preloads = Object.fromEntries(
        Object.entries(FIRST_LOADS).map(([route, screens]) => {
          const screenFiles = screens.map((screen) => {
            const chunk = chunks.find((candidate) => candidate.facadeModuleId === path.join(root, screen));
            if (!chunk) throw new Error(`${screen} (first load of ${route}) has no chunk of its own`);
            return chunk.fileName;
          });
          return [route, scriptsLoaded(chunks, screenFiles, known).map((file) => `/${file}`)];
        }),
      );
      this.emitFile({
        type: 'asset',
        fileName: PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
