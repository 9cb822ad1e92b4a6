import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@secops/domain/validation';
import { authenticate } from '../auth/auth.guard.ts';
import { missionReportPdf } from './mission-report.service.ts';

/** GET /api/missions/{id}/report/pdf: the mission report, downloaded as mission-{id}-rapport.pdf. */
export const missionReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/missions/:id/report/pdf',
    {
      preHandler: authenticate,
      schema: {
        tags: ['missions'],
        params: IdParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const pdf = await missionReportPdf(app.deps.database.db, request.user, id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="mission-${id}-rapport.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
