import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { notFound, tooLarge } from './errors.ts';

/** A file received but not kept yet: `path` is local so that its content can be inspected. */
export type ReceivedFile = { path: string; size: number };

/**
 * Where uploaded files live, behind names the server makes (never the client's): local disk today, an object
 * store could take its place.
 */
export type FileStorage = {
  /**
   * Streams `source` into a temporary file. At the first byte over `maxBytes` reading stops, the partial file is
   * removed and a 413 with `tooLargeMessage` is thrown.
   */
  receive(source: Readable, limit: { maxBytes: number; tooLargeMessage: string }): Promise<ReceivedFile>;
  /** Keeps a received file under a new random name and answers that name. */
  keep(file: ReceivedFile): Promise<string>;
  /** Forgets a received file that will not be kept. */
  discard(file: ReceivedFile): Promise<void>;
  /** The content of a kept file (404 when it is missing). */
  open(name: string): Promise<{ stream: Readable; size: number }>;
  /** Removes a kept file; a missing one is not an error. */
  remove(name: string): Promise<void>;
};

const NAME = /^[0-9a-f]{32}$/;
const randomName = () => randomBytes(16).toString('hex');

class LimitExceeded extends Error {}

/** Counts bytes and fails as soon as there is one more than allowed. */
function byteLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(new LimitExceeded());
      else callback(null, chunk);
    },
  });
}

/** Files under `root` (temporary ones in `root/.incoming`, same disk, so keeping one is a rename). */
export function createLocalStorage(root: string): FileStorage {
  const incoming = path.join(root, '.incoming');
  const kept = (name: string) => {
    if (!NAME.test(name)) throw notFound();
    return path.join(root, name);
  };

  return {
    async receive(source, { maxBytes, tooLargeMessage }) {
      await fsp.mkdir(incoming, { recursive: true, mode: 0o700 });
      const file = path.join(incoming, randomName());
      try {
        await pipeline(source, byteLimit(maxBytes), fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
        return { path: file, size: (await fsp.stat(file)).size };
      } catch (error) {
        await fsp.rm(file, { force: true });
        if (error instanceof LimitExceeded) throw tooLarge(tooLargeMessage);
        throw error;
      }
    },
    async keep(file) {
      const name = randomName();
      await fsp.rename(file.path, kept(name));
      return name;
    },
    discard: (file) => fsp.rm(file.path, { force: true }),
    async open(name) {
      const file = kept(name);
      const stat = await fsp.stat(file).catch(() => undefined);
      if (!stat?.isFile()) throw notFound();
      return { stream: fs.createReadStream(file), size: stat.size };
    },
    remove: (name) => fsp.rm(kept(name), { force: true }),
  };
}
