import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClientActivityQuerySchema,
  ClientActivitySchema,
  ClientMissionDetailSchema,
  ClientMissionSchema,
  ClientRequestCreateSchema,
  ClientRequestSchema,
  ClientVisibilitySchema,
} from '@secops/domain/client-portal';
import { IdParamsSchema } from '@secops/domain/validation';
import { clientOnly, staffOnly } from '../auth/auth.guard.ts';
import { createPhotosService } from '../photos/photos.service.ts';
import { clientIncidentReportPdf } from './client-incident-report.service.ts';
import {
  clientCompany,
  clientMissionActivity,
  clientMissionDetail,
  clientMissions,
  createClientRequest,
} from './client-portal.service.ts';
import { missionClientVisibility, setMissionClientVisibility } from './client-visibility.service.ts';

const tags = ['client-portal'];

/**
 * The client's portal (`/api/client/…`, CLIENT accounts only, their own company's missions: another company's answer
 * 404) and, for staff, what each mission shows its client.
 */
export const clientPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const photos = createPhotosService({
    db: app.deps.database.db,
    dataDir: app.deps.config.dataDir,
    log: app.log,
  });

  app.get(
    '/missions/:id/client-visibility',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "The logbook entry types the mission's client sees",
        params: IdParamsSchema,
        response: { 200: ClientVisibilitySchema },
      },
    },
    async (request) => missionClientVisibility(db(), request.params.id),
  );

  app.put(
    '/missions/:id/client-visibility',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "Sets the logbook entry types the mission's client sees",
        params: IdParamsSchema,
        body: ClientVisibilitySchema,
        response: { 200: ClientVisibilitySchema },
      },
    },
    async (request) => setMissionClientVisibility(db(), request.params.id, request.body),
  );

  app.get(
    '/client/company',
    {
      preHandler: clientOnly,
      schema: {
        tags,
        summary: "The signed-in client's company",
        response: { 200: z.object({ id: z.string(), name: z.string() }) },
      },
    },
    async (request) => clientCompany(db(), request.user),
  );

  app.get(
    '/client/missions',
    {
      preHandler: clientOnly,
      schema: {
        tags,
        summary: "The company's missions: in progress, coming, finished",
        response: { 200: z.array(ClientMissionSchema) },
      },
    },
    async (request) => clientMissions(db(), request.user),
  );

  app.get(
    '/client/missions/:id',
    {
      preHandler: clientOnly,
      schema: {
        tags,
        summary: 'One of its missions',
        params: IdParamsSchema,
        response: { 200: ClientMissionDetailSchema },
      },
    },
    async (request) => clientMissionDetail(db(), request.user, request.params.id),
  );

  app.get(
    '/client/missions/:id/activity',
    {
      preHandler: clientOnly,
      schema: {
        tags,
        summary: 'Posts held, hours, incidents, logbook and rounds of a period (Paris days, both included)',
        params: IdParamsSchema,
        querystring: ClientActivityQuerySchema,
        response: { 200: ClientActivitySchema },
      },
    },
    async (request) => clientMissionActivity(db(), request.user, request.params.id, request.query),
  );

  app.post(
    '/client/missions/:id/requests',
    {
      preHandler: clientOnly,
      schema: {
        tags,
        summary:
          "A request or remark of the client ('Demande du client'), for the main courante and dispatch",
        params: IdParamsSchema,
        body: ClientRequestCreateSchema,
        response: { 201: ClientRequestSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createClientRequest(db(), request.user, request.params.id, request.body.text)),
  );

  app.get(
    '/client/incidents/:id/report.pdf',
    {
      preHandler: clientOnly,
      schema: { tags, summary: "The client's copy of an incident report, as a PDF", params: IdParamsSchema },
    },
    async (request, reply) => {
      const { id } = request.params;
      const pdf = await clientIncidentReportPdf(db(), request.user, photos, id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="incident-${id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
