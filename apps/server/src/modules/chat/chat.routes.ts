import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatHistoryQuerySchema,
  ChatMessageEventSchema,
  ChatMessageSchema,
  ChatPostBodySchema,
} from '@secops/domain/chat.schemas';
import * as MSG from '@secops/domain/messages';
import { IdSchema } from '@secops/domain/validation';
import { notFound } from '../../lib/errors.ts';
import { authenticate } from '../auth/auth.guard.ts';
import { createChatService } from './chat.service.ts';
import { registerChatSocket } from './chat.socket.ts';

const MissionParamsSchema = z.object({ id: z.string().max(100) });
/** A path id that is not even a UUID names no mission: answered like an unknown one (404). */
const missionId = (id: string) => {
  if (!IdSchema.safeParse(id).success) throw notFound(MSG.missionNotFound);
  return id;
};

/** Mission chat over HTTP (history, and a fallback for sending) and over the /chat socket. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const chat = createChatService({
    db: app.deps.database.db,
    emitter: app.realtime.emitter,
    push: app.push.notifier,
  });
  app.realtime.onChatConnection((socket) => registerChatSocket(socket, chat, app.log));

  app.get(
    '/chat/mission/:id',
    {
      preHandler: authenticate,
      schema: {
        tags: ['chat'],
        summary: "A mission's messages, newest first (members: staff and assigned agents)",
        params: MissionParamsSchema,
        querystring: ChatHistoryQuerySchema,
        response: { 200: z.array(ChatMessageSchema) },
      },
    },
    async (request) => chat.history(request.user, missionId(request.params.id), request.query),
  );

  app.post(
    '/chat/mission/:id',
    {
      preHandler: authenticate,
      schema: {
        tags: ['chat'],
        summary: 'Sends a message (fallback of the message:send socket event); broadcast as message:new',
        params: MissionParamsSchema,
        body: ChatPostBodySchema,
        response: { 200: ChatMessageEventSchema, 201: ChatMessageEventSchema },
      },
    },
    async (request, reply) => {
      const { event, created } = await chat.send(request.user, missionId(request.params.id), request.body);
      return reply.status(created ? 201 : 200).send(event);
    },
  );
};
