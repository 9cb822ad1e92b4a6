import path from 'node:path';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_MAX_BYTES, DocumentSchema } from '@secops/domain/documents';
import * as MSG from '@secops/domain/messages';
import { IdSchema, pageQuery, strictBody } from '@secops/domain/validation';
import { AppError, badRequest, notFound, tooLarge } from '../../lib/errors.ts';
import { createLocalStorage } from '../../lib/storage.ts';
import { authenticate, staffOnly } from '../auth/auth.guard.ts';
import { attachmentDisposition } from './documents.presenter.ts';
import { createDocumentsService, type UploadPart } from './documents.service.ts';

const MissionParamsSchema = z.object({ id: z.string().max(100) });
const DocumentParamsSchema = z.object({ id: z.string().max(100), docId: z.string().max(100) });
const isId = (id: string) => IdSchema.safeParse(id).success;
/** Path ids that are not even UUIDs name nothing: answered like unknown ones (404). */
const missionIdOf = (params: { id: string }) => {
  if (!isId(params.id)) throw notFound(MSG.missionNotFound);
  return params.id;
};
const documentIds = (params: { id: string; docId: string }) => {
  if (!isId(params.docId)) throw notFound(MSG.documentNotFound);
  return { id: missionIdOf(params), docId: params.docId };
};

/** The multipart parser's own refusals, in the words of the upload form. */
function multipartError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(MSG.documentTooLarge);
  if (code === 'FST_FILES_LIMIT') return badRequest(MSG.documentOneFileOnly);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest(MSG.validation);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(MSG.documentMultipartExpected);
  return error;
}

async function* uploadParts(parts: AsyncIterable<Multipart>): AsyncGenerator<UploadPart> {
  try {
    for await (const part of parts) {
      yield part.type === 'file'
        ? { kind: 'file', field: part.fieldname, fileName: part.filename, stream: part.file }
        : { kind: 'field', field: part.fieldname, value: part.value };
    }
  } catch (error) {
    throw multipartError(error);
  }
}

/** Mission documents: multipart upload (staff), list and download (staff and assigned agents), delete (staff). */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    // One byte over the maximum reaches the upload, which refuses it; the parser never truncates silently.
    limits: { fileSize: DOCUMENT_MAX_BYTES + 1, files: 2, fields: 4, parts: 6, fieldSize: 8 * 1024 },
    throwFileSizeLimit: false,
  });
  const documents = createDocumentsService({
    db: app.deps.database.db,
    storage: createLocalStorage(path.join(app.deps.config.dataDir, 'uploads')),
    log: app.log,
  });

  app.get(
    '/missions/:id/documents',
    {
      preHandler: authenticate,
      schema: {
        tags: ['documents'],
        summary: "A mission's documents, newest first (staff, or an agent assigned to the mission)",
        params: MissionParamsSchema,
        querystring: strictBody(pageQuery),
        response: { 200: z.array(DocumentSchema) },
      },
    },
    async (request) => documents.list(request.user, missionIdOf(request.params), request.query),
  );

  app.post(
    '/missions/:id/documents/upload',
    {
      preHandler: staffOnly,
      schema: {
        tags: ['documents'],
        summary:
          'Uploads a document: multipart/form-data with `file` (50 MB maximum) and optional `description`',
        description:
          'Images, videos, PDF, Word and Excel, recognised by content. 413 over 50 MB, 415 other types.',
        params: MissionParamsSchema,
        response: { 201: DocumentSchema },
      },
    },
    async (request, reply) => {
      const id = missionIdOf(request.params);
      if (!request.isMultipart()) throw badRequest(MSG.documentMultipartExpected);
      try {
        return reply.status(201).send(await documents.upload(request.user, id, uploadParts(request.parts())));
      } catch (error) {
        // The rest of a refused body is not read: the connection closes after the answer.
        if (error instanceof AppError) reply.header('connection', 'close');
        throw error;
      }
    },
  );

  app.get(
    '/missions/:id/documents/:docId/download',
    {
      preHandler: authenticate,
      schema: {
        tags: ['documents'],
        summary: 'Downloads a document under its original name (staff, or an agent assigned to the mission)',
        params: DocumentParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, docId } = documentIds(request.params);
      const file = await documents.download(request.user, id, docId);
      return reply
        .type(file.fileType)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.delete(
    '/missions/:id/documents/:docId',
    {
      preHandler: staffOnly,
      schema: {
        tags: ['documents'],
        summary: 'Deletes a document and its file',
        params: DocumentParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, docId } = documentIds(request.params);
      await documents.remove(id, docId);
      return reply.status(204).send();
    },
  );
};
