import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AGENT_PHOTO_MAX_BYTES, AgentDetailSchema } from '@secops/domain/agents.schemas';
import * as MSG from '@secops/domain/messages';
import { IdParamsSchema } from '@secops/domain/validation';
import { badRequest, tooLarge } from '../../lib/errors.ts';
import { staffOnly } from '../auth/auth.guard.ts';
import { createAgentPhotos } from './agent-photos.ts';
import { removeAgentPhoto, replaceAgentPhoto } from './agent-photo.service.ts';
import { presentAgentDetail } from './agents.presenter.ts';
import { getAgent } from './agents.service.ts';

const tags = ['agents'];

/** The multipart parser's own refusals, in French. */
function multipartError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(MSG.photoTooLarge);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(MSG.documentMultipartExpected);
  if (typeof code === 'string' && code.startsWith('FST_')) return badRequest(MSG.validation);
  return error;
}

/** The one part of a photo form: a file in the field "file"; anything else is refused. */
async function photoPart(parts: AsyncIterable<Multipart>) {
  try {
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === 'file') return part.file;
      throw badRequest(`${MSG.unknownField} : ${part.fieldname}`);
    }
  } catch (error) {
    throw multipartError(error);
  }
  throw badRequest(MSG.photoMissing);
}

/**
 * Agent photos: staff upload (multipart, JPEG/PNG/WebP by content, 5 MB) and remove them. The files are served
 * without a token, for <img>, under random names.
 */
export const agentPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  // One byte over the maximum reaches the storage, which refuses it; the parser never truncates silently.
  await app.register(multipart, {
    limits: { fileSize: AGENT_PHOTO_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 },
    throwFileSizeLimit: false,
  });
  const db = () => app.deps.database.db;
  const photos = createAgentPhotos(app.deps.config.dataDir, app.log);

  app.post(
    '/agents/:id/photo',
    {
      preHandler: staffOnly,
      schema: { tags, params: IdParamsSchema, response: { 200: AgentDetailSchema } },
    },
    async (request) => {
      const source = await photoPart(request.parts());
      await replaceAgentPhoto(db(), photos, request.params.id, source);
      return presentAgentDetail(await getAgent(db(), request.user, request.params.id));
    },
  );

  app.delete(
    '/agents/:id/photo',
    {
      preHandler: staffOnly,
      schema: { tags, params: IdParamsSchema, response: { 200: AgentDetailSchema } },
    },
    async (request) => {
      await removeAgentPhoto(db(), photos, request.params.id);
      return presentAgentDetail(await getAgent(db(), request.user, request.params.id));
    },
  );

  app.get(
    '/files/photos/:fileName',
    { schema: { tags, params: z.object({ fileName: z.string().max(64) }) } },
    async (request, reply) => {
      const photo = await photos.open(request.params.fileName);
      return reply
        .type(photo.type)
        .header('content-length', photo.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(photo.stream);
    },
  );
};
