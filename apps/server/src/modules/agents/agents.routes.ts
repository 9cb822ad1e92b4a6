import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AgentCreateSchema,
  AgentDetailSchema,
  AgentListQuerySchema,
  AgentSchema,
  AgentStatsSchema,
  AgentUpdateSchema,
  SpecialtyCreateSchema,
  SpecialtySchema,
} from '@secops/domain/agents.schemas';
import { OwnAgentSchema } from '@secops/domain/auth';
import { DELETE_ROLES } from '@secops/domain/roles';
import { IdParamsSchema } from '@secops/domain/validation';
import { authenticate, fieldOnly, requireRoles, staffOnly } from '../auth/auth.guard.ts';
import { deleteAccount } from '../users/users.service.ts';
import { agentPhotoRoutes } from './agent-photo.routes.ts';
import { getAgentStats } from './agent-stats.service.ts';
import { presentAgent, presentAgentDetail, presentAgentStats, presentOwnAgent } from './agents.presenter.ts';
import {
  accountOfAgent,
  createAgent,
  findOwnAgent,
  getAgent,
  searchAgents,
  updateAgent,
} from './agents.service.ts';
import { certificationsRoutes } from './certifications.routes.ts';
import { addSpecialty, specialtyCatalogue } from './specialties.service.ts';

const tags = ['agents'];
const params = IdParamsSchema;

/** Agents: staff manage them (SUPERADMIN and ADMIN delete); an agent reads their own record and statistics. */
export const agentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/agents/me',
    { preHandler: fieldOnly, schema: { tags, response: { 200: OwnAgentSchema } } },
    async (request) => presentOwnAgent(await findOwnAgent(app.deps, request.user.id)),
  );

  app.get(
    '/agents',
    {
      preHandler: staffOnly,
      schema: { tags, querystring: AgentListQuerySchema, response: { 200: z.array(AgentSchema) } },
    },
    async (request, reply) => {
      const { views, total } = await searchAgents(db(), request.query);
      reply.header('x-total-count', total);
      return views.map(presentAgent);
    },
  );

  app.get(
    '/agents/specialties/list',
    {
      preHandler: staffOnly,
      schema: { tags, summary: 'Specialty codes', response: { 200: z.array(z.string()) } },
    },
    async () => (await specialtyCatalogue(db())).map((s) => s.code),
  );

  app.get(
    '/agents/specialties',
    { preHandler: staffOnly, schema: { tags, response: { 200: z.array(SpecialtySchema) } } },
    () => specialtyCatalogue(db()),
  );

  app.post(
    '/agents/specialties',
    {
      preHandler: staffOnly,
      schema: { tags, body: SpecialtyCreateSchema, response: { 201: SpecialtySchema } },
    },
    async (request, reply) => reply.status(201).send(await addSpecialty(db(), request.body.label)),
  );

  app.get(
    '/agents/:id',
    { preHandler: authenticate, schema: { tags, params, response: { 200: AgentDetailSchema } } },
    async (request) => presentAgentDetail(await getAgent(db(), request.user, request.params.id)),
  );

  app.get(
    '/agents/:id/stats',
    { preHandler: authenticate, schema: { tags, params, response: { 200: AgentStatsSchema } } },
    async (request) => presentAgentStats(await getAgentStats(db(), request.user, request.params.id)),
  );

  app.post(
    '/agents',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Creates an agent (and its account, or for an existing userId) and mails an invitation',
        body: AgentCreateSchema,
        response: { 201: AgentDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(presentAgentDetail(await createAgent(app.deps, request.user, request.body))),
  );

  app.patch(
    '/agents/:id',
    {
      preHandler: staffOnly,
      schema: { tags, params, body: AgentUpdateSchema, response: { 200: AgentDetailSchema } },
    },
    async (request) => presentAgentDetail(await updateAgent(db(), request.params.id, request.body)),
  );

  app.delete(
    '/agents/:id',
    {
      preHandler: requireRoles(...DELETE_ROLES),
      schema: { tags, summary: "Deletes the agent's account", params, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const userId = await accountOfAgent(db(), request.params.id);
      await deleteAccount({ ...app.deps, log: request.log }, request.user, userId);
      return reply.status(204).send(null);
    },
  );

  await app.register(certificationsRoutes);
  await app.register(agentPhotoRoutes);
};
