import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IncidentCreateSchema,
  IncidentDetailSchema,
  IncidentListQuerySchema,
  IncidentNoteCreateSchema,
  IncidentSchema,
  IncidentTimelineItemSchema,
  IncidentUpdateSchema,
} from '@secops/domain/incidents.schemas';
import { DELETE_ROLES } from '@secops/domain/roles';
import { IdParamsSchema } from '@secops/domain/validation';
import { authenticate, requireRoles, staffOnly } from '../auth/auth.guard.ts';
import { createPhotosService } from '../photos/photos.service.ts';
import { addIncidentNote, incidentDetail, updateIncident } from './incident-follow-up.service.ts';
import { incidentReportPdf } from './incident-report.service.ts';
import { deleteIncident, reportIncident, searchIncidents } from './incidents.service.ts';

const tags = ['incidents'];

/** Incidents: staff list and follow them up; field users report on their own missions. */
export const incidentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const photos = createPhotosService({
    db: app.deps.database.db,
    dataDir: app.deps.config.dataDir,
    log: app.log,
  });

  app.get(
    '/incidents',
    {
      preHandler: staffOnly,
      schema: { tags, querystring: IncidentListQuerySchema, response: { 200: z.array(IncidentSchema) } },
    },
    async (request, reply) => {
      const { incidents, total } = await searchIncidents(db(), request.query);
      reply.header('x-total-count', total);
      return incidents;
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
      return reply.status(created ? 201 : 200).send(incident);
    },
  );

  app.get(
    '/incidents/:id',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'An incident with its timeline (staff, or the user who reported it)',
        params: IdParamsSchema,
        response: { 200: IncidentDetailSchema },
      },
    },
    (request) => incidentDetail(db(), request.user, request.params.id),
  );

  app.patch(
    '/incidents/:id',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Change the status, the resolution (required to enter Résolu) or the staff member in charge',
        params: IdParamsSchema,
        body: IncidentUpdateSchema,
        response: { 200: IncidentSchema },
      },
    },
    (request) => updateIncident(db(), request.user, request.params.id, request.body),
  );

  app.post(
    '/incidents/:id/notes',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "Add a note to the incident's timeline",
        params: IdParamsSchema,
        body: IncidentNoteCreateSchema,
        response: { 201: IncidentTimelineItemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addIncidentNote(db(), request.user, request.params.id, request.body.text)),
  );

  app.get(
    '/incidents/:id/report.pdf',
    {
      preHandler: staffOnly,
      schema: { tags, summary: 'The incident report for the client, as a PDF', params: IdParamsSchema },
    },
    async (request, reply) => {
      const { id } = request.params;
      const pdf = await incidentReportPdf(db(), request.user, photos, id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="incident-${id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
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
