import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embeddedDatabaseOwner, holdEmbeddedDatabase } from './embedded-lock.ts';

describe('embedded database lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'secops-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names a live process that holds the directory, until it lets go', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'server.pid'), String(other.pid));
      expect(embeddedDatabaseOwner(dir)).toBe(other.pid);
    } finally {
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // The process is gone: its lock file no longer counts.
    expect(embeddedDatabaseOwner(dir)).toBeUndefined();
  });

  it('does not count this process itself, and releases its own lock', () => {
    const release = holdEmbeddedDatabase(dir);
    expect(embeddedDatabaseOwner(dir)).toBeUndefined();
    release();
    writeFileSync(path.join(dir, 'server.pid'), 'not a pid');
    expect(embeddedDatabaseOwner(dir)).toBeUndefined();
  });
});
