import type { FastifyInstance } from 'fastify';
import * as MSG from '@secops/domain/messages';
import { hasUncleanText } from '@secops/domain/validation';
import { badRequest } from './errors.ts';

/**
 * Every route refuses (400) a path parameter, query or JSON body holding a text with a control character (NUL
 * first: PostgreSQL rejects it) or a lone surrogate, before its schema or any query sees it. Multipart fields are
 * checked by the upload routes themselves.
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if ([request.params, request.query, request.body].some(hasUncleanText)) {
      throw badRequest(MSG.controlCharacters, 'VALIDATION');
    }
  });
}
