import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dumpSocketPath, requestEmbeddedDump, serveEmbeddedDumps } from './embedded-dump.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secops-dump-'));
  dirs.push(dir);
  return dir;
};

describe('copies of the embedded database asked of the running server', () => {
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('hands the dump and its migration count to a backup, through a socket only its user may reach', async () => {
    const dir = dataDir();
    const tar = Buffer.from('contenu de la base'.repeat(10_000));
    const stop = await serveEmbeddedDumps(
      dir,
      async () => ({ tar, migrations: 5 }),
      () => undefined,
    );
    try {
      expect(fs.statSync(path.dirname(dumpSocketPath(dir))).mode & 0o777).toBe(0o700);
      const dump = await requestEmbeddedDump(dir);
      expect(dump.migrations).toBe(5);
      expect(dump.tar.equals(tar)).toBe(true);
    } finally {
      await stop();
    }
    await expect(requestEmbeddedDump(dir)).rejects.toThrow();
  });

  it('reports a failed copy to the server log and to the backup, which gets no archive', async () => {
    const dir = dataDir();
    const errors: unknown[] = [];
    const stop = await serveEmbeddedDumps(
      dir,
      async () => {
        throw new Error('disque plein');
      },
      (error) => errors.push(error),
    );
    try {
      await expect(requestEmbeddedDump(dir)).rejects.toThrow();
      expect(errors).toHaveLength(1);
    } finally {
      await stop();
    }
  });

  it('notices an answer cut short', async () => {
    const dir = dataDir();
    fs.mkdirSync(path.dirname(dumpSocketPath(dir)));
    const header = Buffer.alloc(12);
    header.writeBigUInt64BE(1000n, 4);
    const server = net.createServer((socket) => {
      socket.resume();
      socket.end(Buffer.concat([header, Buffer.alloc(10)]));
    });
    await new Promise<void>((resolve) => server.listen(dumpSocketPath(dir), resolve));
    try {
      await expect(requestEmbeddedDump(dir)).rejects.toThrow('answer cut short');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
