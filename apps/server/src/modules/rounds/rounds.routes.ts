import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import * as MSG from '@secops/domain/messages';
import { addCalendarDays, parisMidnight } from '@secops/domain/planning';
import {
  RoundFinishSchema,
  RoundSchema,
  RoundStartSchema,
  RoundsDayQuerySchema,
  RoundsPdfQuerySchema,
  ScanCreateSchema,
  ScanSchema,
  TourCreateSchema,
  TourSchema,
  TourUpdateSchema,
} from '@secops/domain/rounds';
import { IdParamsSchema } from '@secops/domain/validation';
import { clients, missions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { authenticate, staffOnly } from '../auth/auth.guard.ts';
import { roundsReportPdf } from './rounds.pdf.ts';
import { reportRounds } from './rounds-report.repository.ts';
import { finishRound, missionDayRounds, scanCheckpoint, startRound } from './rounds.service.ts';
import { createTour, deleteTour, missionTours, updateTour } from './tours.service.ts';

const tags = ['rounds'];

/** Tours (rondes) and their rounds: planned by staff, walked by the guards on duty, reported to staff and clients. */
export const roundsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/missions/:id/tours',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary:
          "A mission's tours with their checkpoints (hashed codes only) and the rounds due in the next 24 h (staff, or the mission's guards)",
        params: IdParamsSchema,
        response: { 200: z.array(TourSchema) },
      },
    },
    async (request) => missionTours(db(), request.user, request.params.id),
  );

  app.post(
    '/missions/:id/tours',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          'Adds a tour: ordered checkpoints, strict or free order, fixed times or a frequency, a window (staff)',
        params: IdParamsSchema,
        body: TourCreateSchema,
        response: { 201: TourSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createTour(db(), request.params.id, request.body)),
  );

  app.patch(
    '/tours/:id',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Changes a tour; rounds already made keep their checkpoints (staff)',
        params: IdParamsSchema,
        body: TourUpdateSchema,
        response: { 200: TourSchema },
      },
    },
    async (request) => updateTour(db(), request.params.id, request.body),
  );

  app.delete(
    '/tours/:id',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Deletes a tour: no more rounds due; its rounds stay reported (staff)',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteTour(db(), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/tours/:id/rounds',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary:
          'Starts the round due now (a guard on duty on the mission); the same clientRequestId again answers it',
        params: IdParamsSchema,
        body: RoundStartSchema,
        response: { 200: RoundSchema, 201: RoundSchema },
      },
    },
    async (request, reply) => {
      const { round, created } = await startRound(db(), request.user, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(round);
    },
  );

  app.post(
    '/rounds/:id/scans',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Records a checkpoint passed in a round, with its flags (the guard of the round)',
        params: IdParamsSchema,
        body: ScanCreateSchema,
        response: { 200: ScanSchema, 201: ScanSchema },
      },
    },
    async (request, reply) => {
      const { scan, created } = await scanCheckpoint(db(), request.user, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(scan);
    },
  );

  app.post(
    '/rounds/:id/finish',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary:
          'Ends a round: COMPLETE, COMPLETE_WITH_FLAGS or PARTIAL from its scans (the guard of the round)',
        params: IdParamsSchema,
        body: RoundFinishSchema.nullish(),
        response: { 200: RoundSchema },
      },
    },
    async (request) => finishRound(db(), request.user, request.params.id, request.body ?? {}),
  );

  app.get(
    '/missions/:id/rounds',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary:
          "A Paris day's rounds with their scans, and those still planned (staff, or the mission's guards)",
        params: IdParamsSchema,
        querystring: RoundsDayQuerySchema,
        response: { 200: z.array(RoundSchema) },
      },
    },
    async (request) => missionDayRounds(db(), request.user, request.params.id, request.query.date),
  );

  app.get(
    '/missions/:id/rounds.pdf',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'The patrol report of a period (Paris days, 31 at most) as a PDF (staff)',
        params: IdParamsSchema,
        querystring: RoundsPdfQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { from, to } = request.query;
      const [mission] = await db()
        .select({ title: missions.title, address: missions.locationAddress, clientName: clients.name })
        .from(missions)
        .leftJoin(clients, eq(clients.id, missions.clientId))
        .where(eq(missions.id, id));
      if (!mission) throw notFound(MSG.missionNotFound);
      const list = await reportRounds(db(), id, parisMidnight(from), parisMidnight(addCalendarDays(to, 1)));
      const pdf = await roundsReportPdf({
        missionTitle: mission.title,
        clientName: mission.clientName,
        address: mission.address,
        from,
        to,
        generatedAt: new Date(),
        rounds: list,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="rondes-${id}-${from}-${to}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
