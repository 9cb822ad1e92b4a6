import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@secops/domain/auth';
import {
  CreatedDeviceTokenSchema,
  DeviceTokenSchema,
  DeviceTokensQuerySchema,
} from '@secops/domain/gps-tracker';
import { IdParamsSchema } from '@secops/domain/validation';
import { authenticate, fieldOnly } from '../auth/auth.guard.ts';
import { createDeviceToken, listDeviceTokens, revokeDeviceToken } from './device-tokens.service.ts';
import type { TrackerService } from './tracker.service.ts';

const tags = ['gps'];

/** Device tokens of native trackers: made by a field user for themself, listed and revoked by them or by staff. */
export const deviceTokensRoutes: FastifyPluginAsyncZod<{ tracker: TrackerService }> = async (
  app,
  { tracker },
) => {
  const db = () => app.deps.database.db;

  app.post(
    '/gps/device-tokens',
    {
      preHandler: fieldOnly,
      schema: {
        tags,
        summary:
          'A new device token for Traccar Client (the token is answered this once, only its hash is kept)',
        response: { 201: CreatedDeviceTokenSchema, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createDeviceToken(db(), request.user)),
  );

  app.get(
    '/gps/device-tokens',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "Active device tokens: a field user's own; staff name the agent (agentId)",
        querystring: DeviceTokensQuerySchema,
        response: { 200: z.array(DeviceTokenSchema), 400: ErrorBodySchema },
      },
    },
    async (request) => listDeviceTokens(db(), request.user, request.query.agentId),
  );

  app.delete(
    '/gps/device-tokens/:id',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Revokes a device token (its agent, or staff)',
        params: IdParamsSchema,
        response: { 204: z.null(), 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await revokeDeviceToken(db(), request.user, request.params.id);
      tracker.revoked(request.params.id);
      return reply.status(204).send(null);
    },
  );
};
