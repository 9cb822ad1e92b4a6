import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  DOCUMENT_MAX_BYTES,
  DocumentDescriptionSchema,
  type MissionDocument,
} from '@secops/domain/documents';
import * as MSG from '@secops/domain/messages';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound, unsupportedType } from '../../lib/errors.ts';
import type { FileStorage, ReceivedFile } from '../../lib/storage.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { detectDocumentType } from './document-type.ts';
import { assertMayChangeDocuments, assertMayReadDocuments } from './documents.policy.ts';
import { presentDocument } from './documents.presenter.ts';
import {
  deleteDocument,
  findDocument,
  findMissionAccess,
  insertDocument,
  listDocuments,
  lockMissionStatus,
} from './documents.repository.ts';

/** One part of an upload form, in the order the client sent them. */
export type UploadPart =
  | { kind: 'file'; field: string; fileName: string; stream: Readable }
  | { kind: 'field'; field: string; value: unknown };

/** The name shown and downloaded: the client's name without any folder or control character. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 255) || 'document';
}

function parseDescription(value: unknown): string | null {
  const parsed = DocumentDescriptionSchema.safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message);
  return parsed.data;
}

/** Mission documents: staff upload and delete, staff and assigned agents list and download. */
export function createDocumentsService(deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger }) {
  const { db, storage, log } = deps;

  /** Reads the form: exactly one file (field "file", streamed to storage) and an optional description. */
  async function receiveForm(parts: AsyncIterable<UploadPart>, received: { file?: ReceivedFile }) {
    let fileName = '';
    let description: string | null = null;
    for await (const part of parts) {
      if (part.kind === 'field' && part.field === 'description') {
        description = parseDescription(part.value);
      } else if (part.kind === 'file' && part.field === 'file') {
        if (received.file) throw badRequest(MSG.documentOneFileOnly);
        fileName = cleanFileName(part.fileName);
        received.file = await storage.receive(part.stream, {
          maxBytes: DOCUMENT_MAX_BYTES,
          tooLargeMessage: MSG.documentTooLarge,
        });
      } else {
        throw badRequest(`${MSG.unknownField} : ${part.field}`);
      }
    }
    if (!received.file) throw badRequest(MSG.documentFileMissing);
    return { file: received.file, fileName, description };
  }

  return {
    async list(user: AuthUser, missionId: string, page: { limit: number; offset: number }) {
      assertMayReadDocuments(user, await findMissionAccess(db, missionId, user.agentId));
      return (await listDocuments(db, missionId, page)).map(presentDocument);
    },

    /**
     * Streams the file to storage (413 at the first byte over 50 MB), checks its type by content (415), then keeps
     * it and inserts the row; whatever fails, no file stays without its row.
     */
    async upload(
      user: AuthUser,
      missionId: string,
      parts: AsyncIterable<UploadPart>,
    ): Promise<MissionDocument> {
      assertMayChangeDocuments(await findMissionAccess(db, missionId, null));
      const received: { file?: ReceivedFile } = {};
      try {
        const { file, fileName, description } = await receiveForm(parts, received);
        const fileType = await detectDocumentType(file.path);
        if (!fileType) throw unsupportedType(MSG.documentTypeRefused);
        const storedName = await storage.keep(file);
        received.file = undefined;
        try {
          const row = await db.transaction(async (tx) => {
            const status = await lockMissionStatus(tx, missionId);
            assertMayChangeDocuments(status && { status, assigned: false });
            const values = { missionId, uploadedBy: user.id, fileName, storedName, fileType, description };
            return insertDocument(tx, { ...values, fileSize: file.size });
          });
          return presentDocument(row);
        } catch (error) {
          await storage.remove(storedName);
          throw error;
        }
      } finally {
        if (received.file) await storage.discard(received.file);
      }
    },

    async download(user: AuthUser, missionId: string, documentId: string) {
      assertMayReadDocuments(user, await findMissionAccess(db, missionId, user.agentId));
      const row = await findDocument(db, missionId, documentId);
      if (!row) throw notFound(MSG.documentNotFound);
      const content = await storage.open(row.document.storedName);
      return { fileName: row.document.fileName, fileType: row.document.fileType, ...content };
    },

    /** Deletes the row, then the file (a file left behind by a failed removal is only logged). */
    async remove(missionId: string, documentId: string): Promise<void> {
      assertMayChangeDocuments(await findMissionAccess(db, missionId, null));
      const storedName = await deleteDocument(db, missionId, documentId);
      if (!storedName) throw notFound(MSG.documentNotFound);
      await storage
        .remove(storedName)
        .catch((err: unknown) => log.error({ err, storedName }, 'file not removed'));
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
