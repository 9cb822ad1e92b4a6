import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChecklistTemplateSaveSchema,
  SpecialtyParamsSchema,
} from '@secops/domain/checklist-templates.schemas';
import { ChecklistTemplateSchema } from '@secops/domain/checklists';
import { staffOnly } from '../auth/auth.guard.ts';
import { getTemplate, listTemplates, resetTemplate, saveTemplate } from './checklist-templates.service.ts';

const tags = ['checklists'];

/** Check-list templates per specialty (saved, else the default tasks): staff read, save and reset them. */
export const checklistTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/checklists/templates',
    { preHandler: staffOnly, schema: { tags, response: { 200: z.array(ChecklistTemplateSchema) } } },
    () => listTemplates(db()),
  );

  app.get(
    '/checklists/templates/:specialty',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        params: SpecialtyParamsSchema,
        response: { 200: ChecklistTemplateSchema },
      },
    },
    (request) => getTemplate(db(), request.params.specialty),
  );

  app.put(
    '/checklists/templates/:specialty',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        params: SpecialtyParamsSchema,
        body: ChecklistTemplateSaveSchema,
        response: { 200: ChecklistTemplateSchema },
      },
    },
    (request) => saveTemplate(db(), request.params.specialty, request.body.items, request.user.id),
  );

  app.post(
    '/checklists/templates/:specialty/reset',
    {
      preHandler: staffOnly,
      schema: { tags, params: SpecialtyParamsSchema, response: { 200: ChecklistTemplateSchema } },
    },
    (request) => resetTemplate(db(), request.params.specialty),
  );
};
