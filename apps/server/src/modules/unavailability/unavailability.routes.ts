import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@secops/domain/auth';
import {
  UnavailabilityCreateSchema,
  UnavailabilityDecisionSchema,
  UnavailabilitySchema,
} from '@secops/domain/unavailability';
import { IdParamsSchema } from '@secops/domain/validation';
import { authenticate, staffOnly } from '../auth/auth.guard.ts';
import { presentUnavailability } from './unavailability.presenter.ts';
import {
  declareUnavailability,
  decideUnavailability,
  listUnavailabilities,
  removeUnavailability,
} from './unavailability.service.ts';

const tags = ['planning'];
const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

/** Guards' unavailability: declared by the guard (leave asked) or by staff, granted or refused by staff. */
export const unavailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/agents/:id/unavailabilities',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "An agent's declared unavailability, in start order (staff, or the agent themself)",
        params: IdParamsSchema,
        response: { 200: z.array(UnavailabilitySchema), ...errors },
      },
    },
    async (request) =>
      (await listUnavailabilities(db(), request.user, request.params.id)).map((row) =>
        presentUnavailability(row, request.user),
      ),
  );

  app.post(
    '/agents/:id/unavailabilities',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Declare a period the agent cannot work (the agent themself, or staff)',
        description:
          "A guard's LEAVE is a request (status REQUESTED) that staff grant or refuse; the other reasons, and " +
          'anything staff declare, are APPROVED at once.',
        params: IdParamsSchema,
        body: UnavailabilityCreateSchema,
        response: { 201: UnavailabilitySchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await declareUnavailability(db(), request.user, request.params.id, request.body);
      return reply.status(201).send(presentUnavailability(row, request.user));
    },
  );

  app.patch(
    '/unavailabilities/:id',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Grant or refuse a leave request (staff; 409 when it is not a request waiting)',
        params: IdParamsSchema,
        body: UnavailabilityDecisionSchema,
        response: { 200: UnavailabilitySchema, ...errors },
      },
    },
    async (request) =>
      presentUnavailability(
        await decideUnavailability(db(), request.user, request.params.id, request.body.status),
        request.user,
      ),
  );

  app.delete(
    '/unavailabilities/:id',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Remove a declared period (the agent, one not yet begun; staff, any)',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeUnavailability(db(), request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
