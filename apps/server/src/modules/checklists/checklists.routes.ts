import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChecklistItemUpdateSchema } from '@secops/domain/checklist-items.schemas';
import {
  ChecklistBulkSchema,
  ChecklistItemSchema,
  ChecklistItemsQuerySchema,
  ChecklistTickBodySchema,
} from '@secops/domain/missions.schemas';
import { IdParamsSchema } from '@secops/domain/validation';
import { authenticate, staffOnly } from '../auth/auth.guard.ts';
import {
  createChecklistItems,
  editChecklistItem,
  listChecklist,
  removeChecklistItem,
  tickChecklistItem,
} from './checklists.service.ts';

const tags = ['checklists'];

/** Mission check-lists: staff write, change and remove the tasks, assigned agents tick theirs. */
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

  app.patch(
    '/checklists/items/:id',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        params: IdParamsSchema,
        body: ChecklistItemUpdateSchema,
        response: { 200: ChecklistItemSchema },
      },
    },
    (request) => editChecklistItem(db(), request.params.id, request.body),
  );

  app.delete(
    '/checklists/items/:id',
    { preHandler: staffOnly, schema: { tags, params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeChecklistItem(db(), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
