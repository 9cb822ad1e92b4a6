import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  AnswerCallSchema,
  CallPeerSchema,
  CallUserSchema,
  IceCandidateSchema,
} from '@secops/domain/calls.schemas';
import * as MSG from '@secops/domain/messages';
import type { UserLimits } from './call-limits.ts';
import { CallRefusal, type Signaling } from './calls.signaling.ts';
import type { CallSocket } from './calls.types.ts';

/** The size of a payload the server relays, as it leaves in JSON. */
const relayedBytes = (payload: unknown) => Buffer.byteLength(JSON.stringify(payload));

/**
 * The events of one call socket: each is counted against its user's limits (events, and bytes of the payloads that
 * are relayed: offers, answers, candidates), then checked with its schema; a refused event gets `call-error` back
 * (French message) and nothing is relayed. Handlers never throw into Socket.IO.
 */
export function registerCallSocket(
  socket: CallSocket,
  signaling: Signaling,
  limits: UserLimits,
  log: FastifyBaseLogger,
): void {
  // One event of a socket at a time, in the order sent: a candidate sent right after call-user finds the call stored.
  let queue: Promise<unknown> = Promise.resolve();

  function on<S extends z.ZodType>(
    event: string,
    schema: S,
    run: (payload: z.output<S>) => Promise<unknown>,
    relays = false,
  ): void {
    socket.on(event as 'end-call', (payload: unknown) => {
      const refuse = (code: string, message: string) => socket.emit('call-error', { event, code, message });
      if (!limits.event()) return refuse('RATE_LIMITED', MSG.callTooManyEvents);
      const parsed = schema.safeParse(payload);
      if (!parsed.success) return refuse('VALIDATION', MSG.callBadPayload);
      if (relays && !limits.relay(relayedBytes(parsed.data)))
        return refuse('RATE_LIMITED', MSG.callTooManyEvents);
      queue = queue
        .then(() => run(parsed.data))
        .catch((error: unknown) => {
          if (error instanceof CallRefusal) return refuse(error.code, error.message);
          log.error({ err: error, event }, 'call event failed');
          refuse('INTERNAL', MSG.internal);
        });
    });
  }

  on('call-user', CallUserSchema, (p) => signaling.callUser(socket, p.to, p.callType, p.offer), true);
  on('answer-call', AnswerCallSchema, (p) => signaling.answer(socket, p.to, p.answer), true);
  on('reject-call', CallPeerSchema, (p) => signaling.reject(socket, p.to));
  on('end-call', CallPeerSchema, (p) => signaling.hangUp(socket, p.to));
  on('ice-candidate', IceCandidateSchema, (p) => signaling.relayCandidate(socket, p.to, p.candidate), true);
  socket.on('disconnect', () => {
    signaling.disconnected(socket).catch((error: unknown) => log.warn({ err: error }, 'call not ended'));
  });
}
