import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ErrorBody } from '@secops/domain/auth';
import * as MSG from '@secops/domain/messages';
import type { Ack } from '@secops/domain/realtime';
import { AppError } from '../lib/errors.ts';

/** The error body of an acknowledgement or a refused handshake: AppErrors as they are, anything else a hidden 500. */
export function errorBody(error: unknown, log: FastifyBaseLogger): ErrorBody {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, code: error.code, message: error.message };
  }
  log.error({ err: error }, 'socket handler failed');
  return { statusCode: 500, code: 'INTERNAL', message: MSG.internal };
}

function validationBody(error: z.ZodError): ErrorBody {
  const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return { statusCode: 400, code: 'VALIDATION', message: issues[0]?.message ?? MSG.validation, issues };
}

/**
 * Wraps an inbound socket event: the payload is parsed with its schema, the handler runs, and the client's
 * acknowledgement (when it asked for one) gets `{ ok: true, ...result }` or `{ ok: false, error }`. Nothing is
 * thrown back into socket.io. An event sent without a payload but with an acknowledgement is handled too.
 */
export function handleEvent<S extends z.ZodType, R extends object>(
  log: FastifyBaseLogger,
  schema: S,
  run: (payload: z.output<S>) => Promise<R | void> | R | void,
): (...args: unknown[]) => void {
  return (...args) => {
    const last = args.at(-1);
    const ack = typeof last === 'function' ? (last as (answer: Ack<R>) => void) : undefined;
    const payload = ack && args.length === 1 ? undefined : args[0];
    void (async () => {
      let answer: Ack<R>;
      try {
        const parsed = schema.safeParse(payload);
        if (!parsed.success) {
          answer = { ok: false, error: validationBody(parsed.error) };
        } else {
          const result = await run(parsed.data);
          answer = { ok: true, ...(result ?? ({} as R)) };
        }
      } catch (error) {
        answer = { ok: false, error: errorBody(error, log) };
      }
      ack?.(answer);
    })();
  };
}
