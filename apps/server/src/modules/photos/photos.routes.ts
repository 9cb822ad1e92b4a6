import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FIELD_PHOTO_MAX_BYTES, PhotoCreatedSchema } from '@secops/domain/logbook';
import * as MSG from '@secops/domain/messages';
import { IdParamsSchema } from '@secops/domain/validation';
import { AppError, badRequest, tooLarge } from '../../lib/errors.ts';
import { authenticate } from '../auth/auth.guard.ts';
import { createPhotosService, type PhotoPart } from './photos.service.ts';

const tags = ['photos'];

function multipartError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(MSG.fieldPhotoTooLarge);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(MSG.documentMultipartExpected);
  if (typeof code === 'string' && code.startsWith('FST_')) return badRequest(MSG.validation);
  return error;
}

async function* photoParts(parts: AsyncIterable<Multipart>): AsyncGenerator<PhotoPart> {
  try {
    for await (const part of parts) {
      yield part.type === 'file'
        ? { kind: 'file', field: part.fieldname, stream: part.file }
        : { kind: 'field', field: part.fieldname, value: part.value };
    }
  } catch (error) {
    throw multipartError(error);
  }
}

/**
 * Field photos, used by main courante entries and incidents: uploaded first (multipart `file`, `clientRequestId`),
 * then named by id. Served only to their uploader, staff, and the guards of a mission whose log shows them.
 */
export const photosRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: FIELD_PHOTO_MAX_BYTES + 1, files: 1, fields: 1, parts: 2, fieldSize: 1024 },
    throwFileSizeLimit: false,
  });
  const photos = createPhotosService({
    db: app.deps.database.db,
    dataDir: app.deps.config.dataDir,
    log: app.log,
  });

  app.post(
    '/photos',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary:
          'Uploads a field photo: multipart/form-data with `file` (15 MB maximum) and `clientRequestId`',
        description: 'JPEG, PNG, WebP or HEIC, recognised by content: 413 over 15 MB, 415 other types.',
        response: { 200: PhotoCreatedSchema, 201: PhotoCreatedSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(MSG.documentMultipartExpected);
      try {
        const { id, created } = await photos.upload(request.user, photoParts(request.parts()));
        return reply.status(created ? 201 : 200).send({ id });
      } catch (error) {
        if (error instanceof AppError) reply.header('connection', 'close');
        throw error;
      }
    },
  );

  app.get(
    '/photos/:id',
    {
      preHandler: authenticate,
      schema: { tags, summary: 'A field photo, for those who may see it', params: IdParamsSchema },
    },
    async (request, reply) => {
      const photo = await photos.open(request.user, request.params.id);
      return reply
        .type(photo.type)
        .header('content-length', photo.size)
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(photo.stream);
    },
  );
};
