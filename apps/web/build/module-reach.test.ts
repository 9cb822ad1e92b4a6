import { describe, expect, it } from 'vitest';
import { modulesReached, reExportsOf, type ModuleFacts } from './module-reach.ts';

/** A module graph from file → [code, exports]; imports are read from the `from '…'` of each line. */
type Files = Record<string, readonly [code: string, exports?: readonly string[]]>;

function graphOf(files: Files) {
  const facts = new Map<string, ModuleFacts>(
    Object.entries(files).map(([id, [code, exports = []]]) => {
      const importedIds = [...code.matchAll(/from\s*"([^"]+)"/g)].map(([, specifier]) =>
        specifier!.startsWith('.')
          ? new URL(specifier!, `file://${id}`).pathname
          : `/nm/node_modules/${specifier}/index.js`,
      );
      return [id, { code, importedIds, exports }];
    }),
  );
  return { getModuleInfo: (id: string) => facts.get(id) ?? null };
}

const icons = {
  '/nm/node_modules/glyphs/index.js': [
    [
      '"use strict";',
      'import * as all from "./all.js";',
      'export { all as icons };',
      'export { default as Clock, default as ClockIcon } from "./clock.js";',
      'export { default as Bell } from "./bell.js";',
    ].join('\n'),
  ],
  '/nm/node_modules/glyphs/clock.js': ['export default 1;', ['default']],
  '/nm/node_modules/glyphs/bell.js': ['export default 2;', ['default']],
  '/nm/node_modules/glyphs/all.js': ['export const x = 1;', ['x']],
} satisfies Files;

const texts = {
  '/src/texts.ts': [
    '/** All texts. */\nexport * from "./texts/calls.ts";\nexport * from "./texts/sign-in.ts";',
  ],
  '/src/texts/calls.ts': ['export const callEnded = "Appel terminé";', ['callEnded']],
  '/src/texts/sign-in.ts': ['export const signIn = "Se connecter";', ['signIn']],
} satisfies Files;

describe('modules a page load reaches', () => {
  it('follows plain imports, transitively and once each', () => {
    const graph = graphOf({
      '/src/page.ts': ['import { a } from "./a.ts"; import { b } from "./b.ts";'],
      '/src/a.ts': ['import { b } from "./b.ts"; export const a = b;'],
      '/src/b.ts': ['export const b = 1;'],
      '/src/other.ts': ['export const c = 1;'],
    });
    expect([...modulesReached(graph, ['/src/page.ts'])].sort()).toEqual([
      '/src/a.ts',
      '/src/b.ts',
      '/src/page.ts',
    ]);
  });

  it('takes from a gathering index only the modules giving a name the importer spells', () => {
    const graph = graphOf({
      '/src/page.ts': ['import * as MSG from "./texts.ts";\nconsole.log(MSG.callEnded);'],
      ...texts,
    });
    expect([...modulesReached(graph, ['/src/page.ts'])].sort()).toEqual([
      '/src/page.ts',
      '/src/texts/calls.ts',
    ]);
  });

  it('follows a renamed re-export by its exported name, and a namespace only when it is spelled', () => {
    const graph = graphOf({ '/src/page.ts': ['import { Clock } from "glyphs";\nClock();'], ...icons });
    expect([...modulesReached(graph, ['/src/page.ts'])].sort()).toEqual([
      '/nm/node_modules/glyphs/clock.js',
      '/src/page.ts',
    ]);
    const withAll = graphOf({ '/src/page.ts': ['import { icons, Bell } from "glyphs";'], ...icons });
    expect([...modulesReached(withAll, ['/src/page.ts'])].sort()).toEqual([
      '/nm/node_modules/glyphs/all.js',
      '/nm/node_modules/glyphs/bell.js',
      '/src/page.ts',
    ]);
  });

  it('takes a module that does more than re-export whole, with everything it imports', () => {
    const graph = graphOf({
      '/src/page.ts': ['import { signIn } from "./feature.ts";'],
      '/src/feature.ts': ['export * from "./texts/calls.ts";\nexport const signIn = 1;\nsetUp();'],
      '/src/texts/calls.ts': ['export const callEnded = "Appel terminé";', ['callEnded']],
    });
    expect(modulesReached(graph, ['/src/page.ts'])).toEqual(
      new Set(['/src/page.ts', '/src/feature.ts', '/src/texts/calls.ts']),
    );
  });

  it('tells an index from a module with code of its own', () => {
    expect(reExportsOf(texts['/src/texts.ts'][0])).toHaveLength(2);
    expect(reExportsOf(icons['/nm/node_modules/glyphs/index.js'][0])?.map((line) => line.specifier)).toEqual([
      './clock.js',
      './bell.js',
      './all.js',
    ]);
    expect(reExportsOf('export * from "./a.ts";\nexport const b = 1;')).toBeNull();
    expect(reExportsOf('export const b = 1;')).toBeNull();
  });
});
