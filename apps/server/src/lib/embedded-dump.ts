import fsp from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** A copy of the embedded database: its data directory as a tar, and how many migrations it had. */
export type EmbeddedDump = { tar: Buffer; migrations: number };

const REQUEST = 'dump\n';
// Header of an answer: the migrations (uint32) then the size of the tar (uint64), so a cut answer is noticed.
const HEADER_BYTES = 12;

/** The socket lives in a folder only the server's user may enter: whoever connects receives the whole database. */
const controlFolder = (dataDir: string) => path.join(dataDir, '.control');
export const dumpSocketPath = (dataDir: string) => path.join(controlFolder(dataDir), 'server.sock');

/**
 * Copies a PGlite database that may be in use. Queries wait while the files are read, and a transaction caught
 * halfway is rolled back when the copy is opened, as after a crash; the checkpoint first keeps that replay short.
 */
export async function dumpPglite(client: PGlite): Promise<EmbeddedDump> {
  await client.query('checkpoint');
  const { rows } = await client.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  const tar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  return { tar, migrations: rows[0]?.n ?? 0 };
}

/**
 * Lets `npm run db:backup` copy the embedded database while the server holds it (no other process may open it):
 * the server answers each request on a Unix socket of the data directory with a dump. Answers a function that stops.
 */
export async function serveEmbeddedDumps(
  dataDir: string,
  dump: () => Promise<EmbeddedDump>,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  await fsp.mkdir(controlFolder(dataDir), { recursive: true, mode: 0o700 });
  await fsp.chmod(controlFolder(dataDir), 0o700);
  const file = dumpSocketPath(dataDir);
  // Left by a server that was killed: the embedded lock says this process is now the only one here.
  await fsp.rm(file, { force: true });
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', (chunk) => {
      if (chunk.toString() !== REQUEST) return void socket.destroy();
      dump().then(
        ({ tar, migrations }) => {
          const header = Buffer.alloc(HEADER_BYTES);
          header.writeUInt32BE(migrations, 0);
          header.writeBigUInt64BE(BigInt(tar.length), 4);
          socket.write(header);
          socket.end(tar);
        },
        (error: unknown) => {
          onError(error);
          socket.destroy();
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Asks the running server for a dump; fails when it does not answer or the answer is cut short. */
export function requestEmbeddedDump(dataDir: string): Promise<EmbeddedDump> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(dumpSocketPath(dataDir), () => socket.write(REQUEST));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks);
      if (answer.length < HEADER_BYTES) return reject(new Error('no answer'));
      const size = Number(answer.readBigUInt64BE(4));
      if (answer.length !== HEADER_BYTES + size) return reject(new Error('answer cut short'));
      resolve({ tar: answer.subarray(HEADER_BYTES), migrations: answer.readUInt32BE(0) });
    });
  });
}
