import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssignmentCreateSchema,
  AssignmentIdParamsSchema,
  AssignmentSchema,
  MissionIdParamsSchema,
} from '@secops/domain/missions.schemas';
import { staffOnly } from '../auth/auth.guard.ts';
import { assignAgent, unassignAgent } from './assignments.service.ts';

const tags = ['missions'];

/** Agents on a mission: staff add and remove them. */
export const assignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.post(
    '/missions/:id/assignments',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        params: MissionIdParamsSchema,
        body: AssignmentCreateSchema,
        response: { 201: AssignmentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await assignAgent(db(), request.params.id, request.body)),
  );

  app.delete(
    '/missions/assignments/:assignmentId',
    {
      preHandler: staffOnly,
      schema: { tags, params: AssignmentIdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { missionId, userId } = await unassignAgent(db(), request.params.assignmentId);
      if (userId) app.realtime.emitter.memberRemoved(missionId, userId);
      return reply.status(204).send(null);
    },
  );
};
