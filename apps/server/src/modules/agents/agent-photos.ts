import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { AGENT_PHOTO_MAX_BYTES, AGENT_PHOTO_TYPES } from '@secops/domain/agents.schemas';
import * as MSG from '@secops/domain/messages';
import { notFound, unsupportedType } from '../../lib/errors.ts';
import { createLocalStorage } from '../../lib/storage.ts';

type PhotoType = (typeof AGENT_PHOTO_TYPES)[number];

/** Photos are served without authentication (an <img> sends no bearer token) behind unguessable names. */
export const PHOTO_URL_PREFIX = '/api/files/photos/';

const EXTENSION: Record<PhotoType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const TYPE_OF_EXTENSION = new Map(Object.entries(EXTENSION).map(([type, ext]) => [ext, type as PhotoType]));
const FILE_NAME = /^([0-9a-f]{32})\.([a-z]+)$/;

const isPhotoType = (mime: string): mime is PhotoType =>
  (AGENT_PHOTO_TYPES as readonly string[]).includes(mime);

/** The stored name and type behind a photo file name ("<32 hex>.jpg"); undefined for anything else. */
function parseFileName(fileName: string): { name: string; type: PhotoType } | undefined {
  const match = FILE_NAME.exec(fileName);
  const type = match && TYPE_OF_EXTENSION.get(match[2]!);
  return match && type ? { name: match[1]!, type } : undefined;
}

/** Agent photos on local disk under `${dataDir}/photos`, named by the server, typed by their content. */
export function createAgentPhotos(dataDir: string, log: FastifyBaseLogger) {
  const storage = createLocalStorage(path.join(dataDir, 'photos'));

  return {
    /**
     * Streams a photo to disk (413 at the first byte over 5 MB), checks by content that it is JPEG, PNG or WebP
     * (415) and keeps it; answers its URL. Nothing stays on disk when it is refused.
     */
    async store(source: Readable): Promise<string> {
      const received = await storage.receive(source, {
        maxBytes: AGENT_PHOTO_MAX_BYTES,
        tooLargeMessage: MSG.photoTooLarge,
      });
      try {
        const detected = await (await import('file-type')).fileTypeFromFile(received.path);
        if (!detected || !isPhotoType(detected.mime)) throw unsupportedType(MSG.photoTypeRefused);
        const name = await storage.keep(received);
        return `${PHOTO_URL_PREFIX}${name}.${EXTENSION[detected.mime]}`;
      } finally {
        await storage.discard(received);
      }
    },

    async open(fileName: string) {
      const parsed = parseFileName(fileName);
      if (!parsed) throw notFound();
      return { ...(await storage.open(parsed.name)), type: parsed.type };
    },

    /** Removes the file behind a photo URL of this server; a failure is only logged (the row is what counts). */
    async remove(url: string | null): Promise<void> {
      const parsed = url?.startsWith(PHOTO_URL_PREFIX)
        ? parseFileName(url.slice(PHOTO_URL_PREFIX.length))
        : undefined;
      if (!parsed) return;
      await storage
        .remove(parsed.name)
        .catch((err: unknown) => log.error({ err, url }, 'photo file not removed'));
    },
  };
}
export type AgentPhotos = ReturnType<typeof createAgentPhotos>;
