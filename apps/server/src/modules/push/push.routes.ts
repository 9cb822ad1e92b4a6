import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@secops/domain/auth';
import * as MSG from '@secops/domain/messages';
import {
  PushPublicKeySchema,
  PushSubscriptionCreateSchema,
  PushSubscriptionDeleteSchema,
} from '@secops/domain/push';
import { badRequest } from '../../lib/errors.ts';
import { authenticate } from '../auth/auth.guard.ts';
import { subscribe, unsubscribe } from './push.service.ts';

const tags = ['push'];

/** Web push: the key browsers subscribe with, and each signed-in user's own subscriptions. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.deps.database.db, allowedHosts: app.push.allowedHosts });

  app.get(
    '/push/public-key',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'The VAPID public key (applicationServerKey)',
        response: { 200: PushPublicKeySchema },
      },
    },
    async () => ({ publicKey: app.push.publicKey }),
  );

  app.post(
    '/push/subscriptions',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary:
          "Stores the browser's subscription for the signed-in user (an endpoint known elsewhere moves here)",
        body: PushSubscriptionCreateSchema,
        response: { 201: z.null(), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await subscribe(deps(), request.user, request.body);
      return reply.status(201).send(null);
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary:
          "Removes one of the signed-in user's subscriptions (endpoint in the body or the query string)",
        body: PushSubscriptionDeleteSchema.nullish(),
        querystring: PushSubscriptionDeleteSchema.partial(),
        response: { 204: z.null(), 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const endpoint = request.body?.endpoint ?? request.query.endpoint;
      if (!endpoint) throw badRequest(MSG.pushEndpointInvalid);
      await unsubscribe(deps(), request.user, endpoint);
      return reply.status(204).send(null);
    },
  );
};
