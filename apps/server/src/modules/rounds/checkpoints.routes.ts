import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckpointByCodeSchema,
  CheckpointCreateSchema,
  CheckpointSchema,
  CheckpointUpdateSchema,
} from '@secops/domain/rounds';
import { IdParamsSchema } from '@secops/domain/validation';
import { authenticate, staffOnly } from '../auth/auth.guard.ts';
import { checkpointsSheetPdf } from './checkpoints.pdf.ts';
import {
  assertMissionExists,
  checkpointByCode,
  createCheckpoint,
  deleteCheckpoint,
  missionCheckpoints,
  presentCheckpoint,
  updateCheckpoint,
} from './checkpoints.service.ts';

const tags = ['rounds'];

/** Checkpoints (pointeaux): made by staff, read by guards through their tag's code only. */
export const checkpointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const present = (row: Parameters<typeof presentCheckpoint>[0]) =>
    presentCheckpoint(row, app.deps.config.publicUrl);

  app.get(
    '/missions/:id/checkpoints',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "A mission's checkpoints, with their codes and the URL their tags carry (staff)",
        params: IdParamsSchema,
        response: { 200: z.array(CheckpointSchema) },
      },
    },
    async (request) => (await missionCheckpoints(db(), request.params.id)).map(present),
  );

  app.post(
    '/missions/:id/checkpoints',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Adds a checkpoint; its code (128 random bits) is made by the server (staff)',
        params: IdParamsSchema,
        body: CheckpointCreateSchema,
        response: { 201: CheckpointSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(present(await createCheckpoint(db(), request.params.id, request.body))),
  );

  app.patch(
    '/checkpoints/:id',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Changes a checkpoint’s name, instructions, position or kind; its code stays (staff)',
        params: IdParamsSchema,
        body: CheckpointUpdateSchema,
        response: { 200: CheckpointSchema },
      },
    },
    async (request) => present(await updateCheckpoint(db(), request.params.id, request.body)),
  );

  app.delete(
    '/checkpoints/:id',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Deletes a checkpoint: out of its tours, kept in the rounds that passed it (staff)',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteCheckpoint(db(), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/missions/:id/checkpoints.pdf',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "A sheet of the mission's checkpoints' QR codes to print and stick (staff)",
        params: IdParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const missionTitle = await assertMissionExists(db(), id);
      const list = (await missionCheckpoints(db(), id)).map(present);
      const pdf = await checkpointsSheetPdf({
        missionTitle,
        checkpoints: list.map(({ name, url, kind }) => ({ name, url, kind })),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="points-de-controle-${id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/checkpoints/by-code/:code',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'The checkpoint a tag names, for a guard assigned to its mission (404 for anyone else)',
        params: z.object({ code: z.string().min(1).max(200) }),
        response: { 200: CheckpointByCodeSchema },
      },
    },
    async (request) => checkpointByCode(db(), request.user, request.params.code),
  );
};
