import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { FIELD_PHOTO_MAX_BYTES, FIELD_PHOTO_TYPES } from '@secops/domain/logbook';
import * as MSG from '@secops/domain/messages';
import { isStaff } from '@secops/domain/roles';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound, unsupportedType } from '../../lib/errors.ts';
import { createLocalStorage, type FileStorage, type ReceivedFile } from '../../lib/storage.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { isAssigned } from '../incidents/incidents.repository.ts';
import {
  findPhoto,
  findPhotoByClientRequest,
  insertPhoto,
  missionsUsingPhoto,
  type PhotoRow,
} from './photos.repository.ts';

export type PhotoPart =
  { kind: 'file'; field: string; stream: Readable } | { kind: 'field'; field: string; value: unknown };

const isFieldPhotoType = (mime: string) => (FIELD_PHOTO_TYPES as readonly string[]).includes(mime);

/** Field photos: uploaded by anyone signed in, kept under random names, served only to those who may see them. */
export function createPhotosService(deps: { db: Db; dataDir: string; log: FastifyBaseLogger }) {
  const storage: FileStorage = createLocalStorage(path.join(deps.dataDir, 'field-photos'));

  async function receiveForm(parts: AsyncIterable<PhotoPart>, received: { file?: ReceivedFile }) {
    let clientRequestId: string | undefined;
    for await (const part of parts) {
      if (part.kind === 'file' && part.field === 'file' && !received.file) {
        received.file = await storage.receive(part.stream, {
          maxBytes: FIELD_PHOTO_MAX_BYTES,
          tooLargeMessage: MSG.fieldPhotoTooLarge,
        });
      } else if (
        part.kind === 'field' &&
        part.field === 'clientRequestId' &&
        typeof part.value === 'string'
      ) {
        if (part.value.length < 1 || part.value.length > 100) throw badRequest(MSG.clientRequestIdInvalid);
        clientRequestId = part.value;
      } else {
        throw badRequest(`${MSG.unknownField} : ${part.field}`);
      }
    }
    if (!received.file) throw badRequest(MSG.photoMissing);
    return { file: received.file, clientRequestId };
  }

  /** May this user see the photo: its uploader, staff, or a guard assigned to a mission whose log shows it. */
  async function mayRead(user: AuthUser, photo: PhotoRow): Promise<boolean> {
    if (photo.uploadedBy === user.id || isStaff(user.role)) return true;
    if (!user.agentId) return false;
    const missions = await missionsUsingPhoto(deps.db, photo.id);
    for (const missionId of missions) if (await isAssigned(deps.db, missionId, user.agentId)) return true;
    return false;
  }

  return {
    /**
     * Streams the photo to disk (413 at the first byte over 15 MB), checks by content that it is JPEG, PNG, WebP or
     * HEIC (415) and records it. A repeated clientRequestId of the same user answers the photo already kept.
     */
    async upload(user: AuthUser, parts: AsyncIterable<PhotoPart>): Promise<{ id: string; created: boolean }> {
      const received: { file?: ReceivedFile } = {};
      try {
        const { file, clientRequestId } = await receiveForm(parts, received);
        if (clientRequestId !== undefined) {
          const earlier = await findPhotoByClientRequest(deps.db, user.id, clientRequestId);
          if (earlier) return { id: earlier.id, created: false };
        }
        const detected = await (await import('file-type')).fileTypeFromFile(file.path);
        if (!detected || !isFieldPhotoType(detected.mime)) throw unsupportedType(MSG.fieldPhotoTypeRefused);
        const storedName = await storage.keep(file);
        received.file = undefined;
        const id = await insertPhoto(deps.db, {
          uploadedBy: user.id,
          storedName,
          fileType: detected.mime,
          fileSize: file.size,
          clientRequestId: clientRequestId ?? null,
        });
        if (id !== null) return { id, created: true };
        // The same photo sent twice at once: the other copy won.
        await storage.remove(storedName);
        const concurrent = await findPhotoByClientRequest(deps.db, user.id, clientRequestId ?? '');
        if (!concurrent) throw notFound();
        return { id: concurrent.id, created: false };
      } finally {
        if (received.file) await storage.discard(received.file);
      }
    },

    /** The photo's bytes for someone allowed to see it; 404 otherwise (its existence is not told). */
    async open(user: AuthUser, id: string) {
      const photo = await findPhoto(deps.db, id);
      if (!photo || !(await mayRead(user, photo))) throw notFound();
      return { ...(await storage.open(photo.storedName)), type: photo.fileType };
    },

    /** The bytes of a photo, for the reports that print it. */
    async read(id: string): Promise<{ type: string; bytes: Buffer } | undefined> {
      const photo = await findPhoto(deps.db, id);
      if (!photo) return undefined;
      const { stream } = await storage.open(photo.storedName);
      const chunks: Buffer[] = [];
      for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
      return { type: photo.fileType, bytes: Buffer.concat(chunks) };
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
