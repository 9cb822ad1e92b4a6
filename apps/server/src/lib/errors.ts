import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import * as MSG from '@secops/domain/messages';
import { isDatabaseUnavailable } from '../db/availability.ts';

/** The only error thrown on purpose: a code, an HTTP status and a French message the web shows as is. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries, such as Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
    /** Fields the body carries beside the message, such as the `violations` of a WORKING_TIME refusal. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string = MSG.validation, code = 'BAD_REQUEST') =>
  new AppError(code, 400, message);
export const unauthorized = (message: string = MSG.unauthenticated, code = 'UNAUTHENTICATED') =>
  new AppError(code, 401, message);
export const forbidden = (message: string = MSG.forbidden) => new AppError('FORBIDDEN', 403, message);
export const notFound = (message: string = MSG.notFound) => new AppError('NOT_FOUND', 404, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(code, 409, message);
export const tooLarge = (message: string = MSG.payloadTooLarge) =>
  new AppError('PAYLOAD_TOO_LARGE', 413, message);
export const unsupportedType = (message: string = MSG.unsupportedMediaType) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 415, message);
export const tooManyRequests = (message: string = MSG.tooManyRequests, retryAfterSeconds?: number) =>
  new AppError(
    'TOO_MANY_REQUESTS',
    429,
    message,
    retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) },
  );

/** The database is down or restarting: the request may succeed in a moment (the pool reconnects by itself). */
export const unavailable = () =>
  new AppError('UNAVAILABLE', 503, MSG.serviceUnavailable, { 'retry-after': '5' });

type Issue = { path: string; message: string };

/**
 * Fastify's `frameworkErrors`: the router's own refusals (an undecodable URL, a path parameter over the maximum
 * length), which never reach the error handler, answer in French too.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode === 414 ? 414 : 400;
  const message = status === 414 ? MSG.urlTooLong : MSG.validation;
  return reply.status(status).send({ statusCode: status, code: error.code, message });
}

// The multipart parser (busboy) refuses a broken boundary or a truncated body with these words and no code; the
// error surfaces wherever the upload is being read.
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of (multipart data|form)|\w+ terminated early due to unexpected end of multipart data|Malformed part header)$/;

/** True for the multipart parser's refusal of a malformed body, or of a body cut short by the client. */
export const isMalformedMultipart = (error: Error) =>
  MALFORMED_MULTIPART.test(error.message) ||
  ('code' in error && (error.code === 'FST_MP_PREMATURE_CLOSE' || error.code === 'FST_PROTO_VIOLATION'));

/** One handler for every error: AppErrors and validation pass their French message, anything else is a logged 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ ...error.details, statusCode: error.statusCode, code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: Issue[] = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        message: v.message ?? MSG.validation,
      }));
      return reply
        .status(400)
        .send({ statusCode: 400, code: 'VALIDATION', message: issues[0]?.message ?? MSG.validation, issues });
    }
    if (isMalformedMultipart(error)) {
      return reply
        .status(400)
        .header('connection', 'close')
        .send({ statusCode: 400, code: 'MULTIPART_MALFORMED', message: MSG.multipartMalformed });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const known: Record<number, string> = {
        400: MSG.validation,
        404: MSG.notFound,
        413: MSG.payloadTooLarge,
        415: MSG.unsupportedMediaType,
        429: MSG.tooManyRequests,
      };
      const code = 'code' in error && typeof error.code === 'string' ? error.code : 'BAD_REQUEST';
      return reply
        .status(status)
        .send({ statusCode: status, code, message: known[status] ?? MSG.validation });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: 'code' in error ? error.code : undefined }, 'database unavailable');
      const { statusCode, code, message, headers } = unavailable();
      return reply.status(statusCode).headers(headers).send({ statusCode, code, message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ statusCode: 500, code: 'INTERNAL', message: MSG.internal });
  });
}
