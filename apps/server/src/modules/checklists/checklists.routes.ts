import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChecklistBulkSchema,
  ChecklistItemSchema,
  ChecklistItemsQuerySchema,
  ChecklistTickBodySchema,
} from '@secops/domain/missions.schemas';
import { authenticate, staffOnly } from '../auth/auth.guard.ts';
import { createChecklistItems, listChecklist, tickChecklistItem } from './checklists.service.ts';

const tags = ['checklists'];

/** Mission check-lists: staff write the tasks, assigned agents tick theirs. */
export const checklistsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.post(
    '/checklists/bulk',
    {
      preHandler: staffOnly,
      schema: { tags, body: ChecklistBulkSchema, response: { 201: z.array(ChecklistItemSchema) } },
    },
    async (request, reply) => reply.status(201).send(await createChecklistItems(db(), request.body)),
  );

  app.get(
    '/checklists/items',
    {
      preHandler: authenticate,
      schema: {
        tags,
        querystring: ChecklistItemsQuerySchema,
        response: { 200: z.array(ChecklistItemSchema) },
      },
    },
    (request) => listChecklist(db(), request.user, request.query.missionId),
  );

  app.post(
    '/checklists/tick',
    {
      preHandler: authenticate,
      schema: { tags, body: ChecklistTickBodySchema, response: { 200: ChecklistItemSchema } },
    },
    (request) => tickChecklistItem(db(), request.user, request.body),
  );
};
