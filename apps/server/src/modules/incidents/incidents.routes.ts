import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IncidentCreateSchema,
  IncidentListQuerySchema,
  IncidentSchema,
  IncidentStatusUpdateSchema,
} from '@secops/domain/incidents.schemas';
import { DELETE_ROLES } from '@secops/domain/roles';
import { IdParamsSchema } from '@secops/domain/validation';
import { authenticate, requireRoles, staffOnly } from '../auth/auth.guard.ts';
import { presentIncident } from './incidents.presenter.ts';
import {
  changeIncidentStatus,
  deleteIncident,
  reportIncident,
  searchIncidents,
} from './incidents.service.ts';

const tags = ['incidents'];

/** Incidents: staff list and manage them; field users report on their own missions. */
export const incidentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/incidents',
    {
      preHandler: staffOnly,
      schema: { tags, querystring: IncidentListQuerySchema, response: { 200: z.array(IncidentSchema) } },
    },
    async (request, reply) => {
      const { rows, total } = await searchIncidents(db(), request.query);
      reply.header('x-total-count', total);
      return rows.map(presentIncident);
    },
  );

  app.post(
    '/incidents',
    {
      preHandler: authenticate,
      schema: { tags, body: IncidentCreateSchema, response: { 200: IncidentSchema, 201: IncidentSchema } },
    },
    async (request, reply) => {
      const { incident, created } = await reportIncident(db(), request.user, request.body);
      return reply.status(created ? 201 : 200).send(presentIncident(incident));
    },
  );

  app.patch(
    '/incidents/:id',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        params: IdParamsSchema,
        body: IncidentStatusUpdateSchema,
        response: { 200: IncidentSchema },
      },
    },
    async (request) =>
      presentIncident(await changeIncidentStatus(db(), request.user, request.params.id, request.body.status)),
  );

  app.delete(
    '/incidents/:id',
    { preHandler: requireRoles(...DELETE_ROLES), schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      await deleteIncident(db(), request.params.id);
      return reply.status(204).send();
    },
  );
};
