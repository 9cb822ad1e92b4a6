import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@secops/domain/auth';
import { IceServersResponseSchema, MissedCallsResponseSchema } from '@secops/domain/calls.schemas';
import { asAuthorById } from '../audit/audit-author.ts';
import { authenticate } from '../auth/auth.guard.ts';
import { startCallServer } from './calls.server.ts';
import { markAllMissedCallsSeen, recordMissedCall, unseenMissedCalls } from './calls.service.ts';
import { iceServersFor } from './ice-servers.ts';

const tags = ['calls'];

/**
 * Calls: the signaling server on path /calls (started with the app's other socket server), the ICE servers a browser
 * needs (TURN credentials are made per user and expire), and the calls a user missed.
 */
export const callsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  app.realtime.onAttach((server, { redis, redisKey }) =>
    startCallServer(server, app.deps, app.log, {
      redis,
      redisKey,
      // A missed call of a staff member's call is one of their writes, in the audit log.
      recordMissed: (call) => asAuthorById(db(), call.callerId, () => recordMissedCall(db(), call)),
      ringTimeoutMs: app.deps.config.calls.ringTimeoutMs,
    }),
  );

  app.get(
    '/calls/ice-servers',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'STUN and TURN servers for RTCPeerConnection (TURN credentials valid 1 h)',
        response: { 200: IceServersResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { iceServers: iceServersFor(app.deps.config.calls, request.user.id) };
    },
  );

  app.get(
    '/calls/missed',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "The signed-in user's missed calls not seen yet, newest first",
        response: { 200: MissedCallsResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ missedCalls: await unseenMissedCalls(db(), request.user.id) }),
  );

  app.post(
    '/calls/missed/seen',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "Marks the signed-in user's missed calls as seen",
        response: { 204: z.null(), 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await markAllMissedCallsSeen(db(), request.user.id);
      return reply.status(204).send(null);
    },
  );
};
