import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LogbookEntryCreateSchema,
  LogbookEntrySchema,
  LogbookListQuerySchema,
  LogbookPdfQuerySchema,
  LogbookSearchQuerySchema,
} from '@secops/domain/logbook';
import { IdParamsSchema } from '@secops/domain/validation';
import { authenticate, staffOnly } from '../auth/auth.guard.ts';
import { createPhotosService } from '../photos/photos.service.ts';
import { startLogbookLive } from './logbook-live.ts';
import { logbookPdf } from './logbook-pdf.service.ts';
import { presentLogbookEntry } from './logbook.presenter.ts';
import { purgeExpiredLogbook } from './logbook.repository.ts';
import { missionLogbook, searchLogbook, writeEntry } from './logbook.service.ts';

const tags = ['logbook'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** The main courante: read and written by staff and the mission's guards; never changed, only corrected. */
export const logbookRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const photos = createPhotosService({
    db: app.deps.database.db,
    dataDir: app.deps.config.dataDir,
    log: app.log,
  });
  await startLogbookLive(app.deps.database.db, app.realtime.emitter, app.log);
  // The retention: once at start and once a day; a purge run by two processes removes each entry once.
  const purge = () =>
    purgeExpiredLogbook(app.deps.database.db, app.deps.config.logbookRetentionYears).then(
      (count) => count > 0 && app.log.info({ count }, 'old main courante entries purged'),
      (err: unknown) => app.log.error({ err }, 'main courante purge failed'),
    );
  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void purge();
    purgeTimer = setInterval(() => void purge(), DAY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(purgeTimer));

  app.get(
    '/missions/:id/logbook',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "A mission's main courante, newest first (staff, or an agent assigned to the mission)",
        params: IdParamsSchema,
        querystring: LogbookListQuerySchema,
        response: { 200: z.array(LogbookEntrySchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await missionLogbook(db(), request.user, request.params.id, request.query);
      reply.header('x-total-count', total);
      return rows.map(presentLogbookEntry);
    },
  );

  app.post(
    '/missions/:id/logbook',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary:
          'Writes an entry (staff, or an agent assigned to the mission); a correction names `correctsId`',
        params: IdParamsSchema,
        body: LogbookEntryCreateSchema,
        response: { 200: LogbookEntrySchema, 201: LogbookEntrySchema },
      },
    },
    async (request, reply) => {
      const { entry, created } = await writeEntry(db(), request.user, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(presentLogbookEntry(entry));
    },
  );

  app.get(
    '/logbook',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Every mission’s main courante, newest first, by mission, type, author and period (staff)',
        querystring: LogbookSearchQuerySchema,
        response: { 200: z.array(LogbookEntrySchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await searchLogbook(db(), request.query);
      reply.header('x-total-count', total);
      return rows.map(presentLogbookEntry);
    },
  );

  app.get(
    '/missions/:id/logbook.pdf',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "A mission's main courante over a period as a PDF (the last 24 hours by default)",
        params: IdParamsSchema,
        querystring: LogbookPdfQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const pdf = await logbookPdf(db(), photos, id, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="main-courante-${id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
