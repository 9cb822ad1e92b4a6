import { describe, expect, it } from 'vitest';
import { formatRoute, isForRoute, measureRoute, ROUTE_BUDGETS, staticClosure } from './bundle-budget.mjs';

// A tiny build: the entry imports react; the login screen imports a form chunk and loads zod only on demand.
const manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    imports: ['_react-b2.js'],
    css: ['assets/index.css'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js', name: 'react' },
  'src/login.tsx': {
    file: 'assets/login-c3.js',
    src: 'src/login.tsx',
    imports: ['index.html', '_form-d4.js'],
    dynamicImports: ['_zod-e5.js'],
  },
  '_form-d4.js': { file: 'assets/form-d4.js', name: 'form', imports: ['_react-b2.js'] },
  '_zod-e5.js': { file: 'assets/zod-e5.js', name: 'zod' },
  'assets/index.css': { file: 'assets/index.css', src: 'assets/index.css' },
};
const sizes = {
  'assets/index-a1.js': 50_000,
  'assets/react-b2.js': 40_000,
  'assets/login-c3.js': 2_000,
  'assets/form-d4.js': 10_000,
  'assets/zod-e5.js': 25_000,
  'assets/index.css': 9_000,
};
const gzipSize = (file) => sizes[file];

describe('route bundle budgets', () => {
  it('follows static imports once each, and leaves what loads on demand out', () => {
    expect(staticClosure(manifest, ['index.html', 'src/login.tsx']).sort()).toEqual([
      '_form-d4.js',
      '_react-b2.js',
      'index.html',
      'src/login.tsx',
    ]);
  });

  it('adds up the JavaScript a route loads, largest chunk first', () => {
    const result = measureRoute(
      manifest,
      { route: '/login', maxKb: 100, load: ['index.html', 'src/login.tsx'] },
      gzipSize,
    );
    expect(result.bytes).toBe(102_000);
    expect(result.chunks.map((chunk) => chunk.file)).toEqual([
      'assets/index-a1.js',
      'assets/react-b2.js',
      'assets/form-d4.js',
      'assets/login-c3.js',
    ]);
    expect(result.over).toBe(false);
  });

  it('flags a route over its budget and names its biggest chunks', () => {
    const result = measureRoute(
      manifest,
      { route: '/login', maxKb: 99, load: ['index.html', 'src/login.tsx'] },
      gzipSize,
    );
    expect(result.over).toBe(true);
    const report = formatRoute(result, 2);
    expect(report).toContain('/login: 99.6 kB gzip of 99 kB — OVER BUDGET');
    expect(report).toContain('assets/index-a1.js  (index.html)');
    expect(report).not.toContain('form-d4');
  });

  it("flags a route that loads a chunk made for other routes' first visits", () => {
    const grouped = {
      ...manifest,
      'src/login.tsx': {
        ...manifest['src/login.tsx'],
        imports: ['_first-login-agent.js', '_first-agent.js'],
      },
      '_first-login-agent.js': { file: 'assets/first-login-agent.js', name: 'first-login-agent' },
      '_first-agent.js': { file: 'assets/first-agent.js', name: 'first-agent' },
    };
    const result = measureRoute(
      grouped,
      { route: '/login', maxKb: 500, load: ['src/login.tsx'] },
      () => 1_000,
    );
    expect(result.strays).toEqual(['assets/first-agent.js']);
    expect(result.over).toBe(true);
    expect(formatRoute(result)).toContain('loads chunks made for other routes: assets/first-agent.js');
    expect(isForRoute('first-login-agent', '/agent')).toBe(true);
    expect(isForRoute('first-admin', '/agent')).toBe(false);
    expect(isForRoute('react', '/agent')).toBe(true);
  });

  it('measures each route from the entry and the screens its first visit loads', () => {
    expect(ROUTE_BUDGETS.map((budget) => budget.route)).toEqual(['/login', '/admin', '/agent']);
    for (const budget of ROUTE_BUDGETS) expect(budget.load[0]).toBe('index.html');
    expect(ROUTE_BUDGETS[2].load).toContain('src/features/field/routes/my-missions.tsx');
  });

  it('refuses a route whose chunk is not in the manifest', () => {
    expect(() => staticClosure(manifest, ['src/missing.tsx'])).toThrow(
      'src/missing.tsx is not in the build manifest',
    );
  });
});
