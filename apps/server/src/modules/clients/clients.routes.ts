import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClientCreateSchema,
  ClientListQuerySchema,
  ClientSchema,
  ClientUpdateSchema,
} from '@secops/domain/clients.schemas';
import { DELETE_ROLES } from '@secops/domain/roles';
import { IdParamsSchema } from '@secops/domain/validation';
import { requireRoles, staffOnly } from '../auth/auth.guard.ts';
import { presentClient } from './clients.presenter.ts';
import { createClient, deleteClient, getClient, searchClients, updateClient } from './clients.service.ts';

const tags = ['clients'];

/** Clients: staff read, create and edit them; only SUPERADMIN and ADMIN delete. */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/clients',
    {
      preHandler: staffOnly,
      schema: { tags, querystring: ClientListQuerySchema, response: { 200: z.array(ClientSchema) } },
    },
    async (request, reply) => {
      const { rows, total } = await searchClients(db(), request.query);
      reply.header('x-total-count', total);
      return rows.map(presentClient);
    },
  );

  app.get(
    '/clients/:id',
    { preHandler: staffOnly, schema: { tags, params: IdParamsSchema, response: { 200: ClientSchema } } },
    async (request) => presentClient(await getClient(db(), request.params.id)),
  );

  app.post(
    '/clients',
    { preHandler: staffOnly, schema: { tags, body: ClientCreateSchema, response: { 201: ClientSchema } } },
    async (request, reply) => reply.status(201).send(presentClient(await createClient(db(), request.body))),
  );

  app.patch(
    '/clients/:id',
    {
      preHandler: staffOnly,
      schema: { tags, params: IdParamsSchema, body: ClientUpdateSchema, response: { 200: ClientSchema } },
    },
    async (request) => presentClient(await updateClient(db(), request.params.id, request.body)),
  );

  app.delete(
    '/clients/:id',
    { preHandler: requireRoles(...DELETE_ROLES), schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      await deleteClient(db(), request.params.id);
      return reply.status(204).send();
    },
  );
};
