import { describe, expect, it } from 'vitest';
import { loadedWith, preloadsNotLoaded } from './preloads-not-loaded.ts';

const chunk = (fileName: string, imports: string[] = []) => ({ type: 'chunk' as const, fileName, imports });
// The route table imports the router, which imports React; a screen needs React, the router and a form chunk.
const BUNDLE = {
  'assets/routes.js': chunk('assets/routes.js', ['assets/router.js']),
  'assets/router.js': chunk('assets/router.js', ['assets/react.js']),
  'assets/react.js': chunk('assets/react.js'),
  'assets/screen.js': chunk('assets/screen.js', ['assets/react.js', 'assets/router.js', 'assets/form.js']),
  'assets/form.js': chunk('assets/form.js', ['assets/react.js']),
  'assets/screen.css': { type: 'asset' as const },
};

describe('the preload lists of lazy screens', () => {
  it("leaves out the scripts the importing chunk's own imports have loaded", () => {
    const { plugin, resolveDependencies } = preloadsNotLoaded();
    const generate = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    generate.handler({}, BUNDLE);
    const deps = ['assets/screen.js', 'assets/react.js', 'assets/router.js', 'assets/form.js'];
    expect(resolveDependencies('assets/screen.js', deps, { hostId: 'assets/routes.js' })).toEqual([
      'assets/screen.js',
      'assets/form.js',
    ]);
    // Imported from a chunk that has loaded nothing else, the list stays whole.
    expect(resolveDependencies('assets/screen.js', deps, { hostId: 'assets/react.js' })).toEqual([
      'assets/screen.js',
      'assets/router.js',
      'assets/form.js',
    ]);
  });

  it('follows static imports through every level, and stops at assets and unknown files', () => {
    expect([...loadedWith(BUNDLE, 'assets/screen.js')].sort()).toEqual([
      'assets/form.js',
      'assets/react.js',
      'assets/router.js',
      'assets/screen.js',
    ]);
    expect([...loadedWith(BUNDLE, 'assets/screen.css')]).toEqual([]);
    expect([...loadedWith(BUNDLE, 'assets/missing.js')]).toEqual([]);
  });
});
