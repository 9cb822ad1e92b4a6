import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@secops/domain/auth';
import { SosCloseSchema, SosCreateSchema, SosListQuerySchema, SosSchema } from '@secops/domain/sos';
import { IdParamsSchema } from '@secops/domain/validation';
import { authenticate, fieldOnly, staffOnly } from '../auth/auth.guard.ts';
import { acknowledgeSos, closeSos, getSos, listSos, raiseSos } from './sos.service.ts';

const tags = ['sos'];

/** SOS: field users raise an alert; staff list, take and close them. Live events go out on /gps. */
export const sosRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.deps.database.db, emitter: app.realtime.emitter, push: app.push.notifier });

  app.post(
    '/sos',
    {
      preHandler: fieldOnly,
      schema: {
        tags,
        summary:
          'Raise an alert (201); the same clientRequestId again, or any request while an alert of the agent raised less than 10 minutes ago is not closed, answers that alert (200)',
        body: SosCreateSchema,
        response: {
          200: SosSchema.describe(
            'The alert already raised: by this clientRequestId, or still open from the last 10 minutes (its position updated, staff alerted again)',
          ),
          201: SosSchema.describe('A new alert'),
          400: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { sos, created } = await raiseSos(deps(), request.user, request.body);
      return reply.status(created ? 201 : 200).send(sos);
    },
  );

  app.get(
    '/sos',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Alerts, open ones first',
        querystring: SosListQuerySchema,
        response: { 200: z.array(SosSchema), 400: ErrorBodySchema },
      },
    },
    (request) => listSos(app.deps.database.db, request.query.status),
  );

  app.get(
    '/sos/:id',
    {
      preHandler: authenticate,
      schema: { tags, params: IdParamsSchema, response: { 200: SosSchema, 404: ErrorBodySchema } },
    },
    (request) => getSos(app.deps.database.db, request.user, request.params.id),
  );

  app.post(
    '/sos/:id/acknowledge',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: SosSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    (request) => acknowledgeSos(deps(), request.user, request.params.id),
  );

  app.post(
    '/sos/:id/close',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        params: IdParamsSchema,
        body: SosCloseSchema,
        response: { 200: SosSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    (request) => closeSos(deps(), request.user, request.params.id, request.body),
  );
};
