import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverBuildIsStale, webBuildIsStale } from './build-freshness.mjs';

describe('web build freshness', () => {
  let root;
  const write = (file, secondsAgo) => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, 'x');
    const t = Date.now() / 1000 - secondsAgo;
    utimesSync(full, t, t);
  };
  const inputs = ['apps/web/src', 'package-lock.json'];

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'secops-build-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds when there is no bundle', () => {
    write('apps/web/src/main.tsx', 100);
    expect(webBuildIsStale(root, inputs)).toBe(true);
  });

  it('keeps a bundle newer than every source', () => {
    write('apps/web/src/features/a/b.tsx', 100);
    write('package-lock.json', 100);
    write('apps/web/dist/index.html', 10);
    expect(webBuildIsStale(root, inputs)).toBe(false);
  });

  it('rebuilds when a source deep in the tree or the lockfile changed after the build', () => {
    write('apps/web/dist/index.html', 50);
    write('apps/web/src/features/a/b.tsx', 100);
    write('package-lock.json', 100);
    expect(webBuildIsStale(root, inputs)).toBe(false);
    write('apps/web/src/features/a/b.tsx', 1);
    expect(webBuildIsStale(root, inputs)).toBe(true);
    write('apps/web/src/features/a/b.tsx', 100);
    write('package-lock.json', 1);
    expect(webBuildIsStale(root, inputs)).toBe(true);
  });

  it('rebuilds the server when its bundle is missing or older than a server or domain source', () => {
    write('apps/server/src/db/migrations/0000_init.sql', 100);
    write('packages/domain/src/messages.ts', 100);
    expect(serverBuildIsStale(root)).toBe(true);
    write('apps/server/dist/main.js', 50);
    expect(serverBuildIsStale(root)).toBe(false);
    write('apps/server/src/db/migrations/0000_init.sql', 1);
    expect(serverBuildIsStale(root)).toBe(true);
    write('apps/server/dist/main.js', 0);
    write('packages/domain/src/messages.ts', -10);
    expect(serverBuildIsStale(root)).toBe(true);
  });
});
