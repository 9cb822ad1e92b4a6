import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  AnswerCallSchema,
  CALL_EVENTS_PER_SECOND,
  CallPeerSchema,
  CallUserSchema,
  IceCandidateSchema,
} from '@secops/domain/calls';
import * as MSG from '@secops/domain/messages';
import { CallRefusal, type Signaling } from './calls.signaling.ts';
import type { CallSocket } from './calls.types.ts';

/** A token bucket per socket: bursts of ICE candidates pass, a flood does not. */
function rateLimiter(perSecond: number, burst = perSecond * 2) {
  let tokens = burst;
  let last = Date.now();
  return () => {
    const now = Date.now();
    tokens = Math.min(burst, tokens + ((now - last) / 1000) * perSecond);
    last = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/**
 * The events of one call socket: each payload is checked with its schema and the event rate is limited; a refused
 * event gets `call-error` back (French message) and nothing is relayed. Handlers never throw into Socket.IO.
 */
export function registerCallSocket(socket: CallSocket, signaling: Signaling, log: FastifyBaseLogger): void {
  const allow = rateLimiter(CALL_EVENTS_PER_SECOND);
  // One event of a socket at a time, in the order sent: a candidate sent right after call-user finds the call stored.
  let queue: Promise<unknown> = Promise.resolve();

  function on<S extends z.ZodType>(
    event: string,
    schema: S,
    run: (payload: z.output<S>) => Promise<unknown>,
  ): void {
    socket.on(event as 'end-call', (payload: unknown) => {
      const refuse = (code: string, message: string) => socket.emit('call-error', { event, code, message });
      if (!allow()) return refuse('RATE_LIMITED', MSG.callTooManyEvents);
      const parsed = schema.safeParse(payload);
      if (!parsed.success) return refuse('VALIDATION', MSG.callBadPayload);
      queue = queue
        .then(() => run(parsed.data))
        .catch((error: unknown) => {
          if (error instanceof CallRefusal) return refuse(error.code, error.message);
          log.error({ err: error, event }, 'call event failed');
          refuse('INTERNAL', MSG.internal);
        });
    });
  }

  on('call-user', CallUserSchema, (p) => signaling.callUser(socket, p.to, p.callType, p.offer));
  on('answer-call', AnswerCallSchema, (p) => signaling.answer(socket, p.to, p.answer));
  on('reject-call', CallPeerSchema, (p) => signaling.reject(socket, p.to));
  on('end-call', CallPeerSchema, (p) => signaling.hangUp(socket, p.to));
  on('ice-candidate', IceCandidateSchema, (p) => signaling.relayCandidate(socket, p.to, p.candidate));
  socket.on('disconnect', () => {
    signaling.disconnected(socket).catch((error: unknown) => log.warn({ err: error }, 'call not ended'));
  });
}
