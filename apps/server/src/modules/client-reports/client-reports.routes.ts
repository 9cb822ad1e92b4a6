import type { Server as HttpServer } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@secops/domain/auth';
import {
  ClientReportSchema,
  ReportSendSchema,
  ReportSettingsSchema,
  ReportSettingsViewSchema,
  SentReportSchema,
} from '@secops/domain/client-reports';
import { IdParamsSchema, IdSchema } from '@secops/domain/validation';
import { clientOnly, staffOnly } from '../auth/auth.guard.ts';
import { createClientReportJob, type ClientReportJob } from './client-report-job.ts';
import { presentClientReport, presentSentReport } from './client-reports.presenter.ts';
import {
  ownReportFile,
  ownReports,
  reportSettings,
  requestReport,
  staffReportFile,
  staffReports,
  updateReportSettings,
  type ReportFile,
} from './client-reports.service.ts';

const tags = ['client-reports'];
const ReportParamsSchema = z.object({ id: IdSchema, reportId: IdSchema });

// Tests and main.ts hold the root instance: they find the job by HTTP server, as the realtime hub.
const jobs = new WeakMap<HttpServer, ClientReportJob>();

/** The activity report job of an app (its `runOnce` and `idle`). */
export function clientReportJobOf(app: FastifyInstance): ClientReportJob {
  const job = jobs.get(app.server);
  if (!job) throw new Error('clientReportsRoutes is not registered');
  return job;
}

const sendPdf = (reply: FastifyReply, file: ReportFile) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);

/**
 * The activity report (rapport d'activité): staff set each client's recipients and frequency, list what was sent and
 * send a day's report at once; a CLIENT reads its company's sent reports. The job sends the scheduled ones.
 */
export const clientReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const job = createClientReportJob({ db: app.deps.database.db, mailer: app.deps.mailer, log: app.log });
  jobs.set(app.server, job);
  app.addHook('onReady', async () => {
    if (app.deps.timedJobs) job.start();
  });
  app.addHook('onClose', () => job.close());

  app.get(
    '/clients/:id/report-settings',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "A client's activity report settings: recipients, frequency, Paris time and weekday (staff)",
        params: IdParamsSchema,
        response: { 200: ReportSettingsViewSchema },
      },
    },
    (request) => reportSettings(db(), request.params.id),
  );

  app.put(
    '/clients/:id/report-settings',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "Change a client's activity report settings (staff)",
        params: IdParamsSchema,
        body: ReportSettingsSchema,
        response: { 200: ReportSettingsViewSchema, 400: ErrorBodySchema },
      },
    },
    (request) => updateReportSettings(db(), request.params.id, request.body),
  );

  app.get(
    '/clients/:id/reports',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "A client's activity reports, newest first: period, recipients, status, attempts (staff)",
        params: IdParamsSchema,
        response: { 200: z.array(SentReportSchema) },
      },
    },
    async (request) => (await staffReports(db(), request.params.id)).map(presentSentReport),
  );

  app.get(
    '/clients/:id/reports/:reportId/pdf',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'The PDF of an activity report, as sent (staff)',
        params: ReportParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) =>
      sendPdf(reply, await staffReportFile(db(), request.params.id, request.params.reportId)),
  );

  app.post(
    '/clients/:id/reports/send',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          "Send the activity report of one Paris day at once to the client's recipients (staff; 202, sent in the background)",
        params: IdParamsSchema,
        body: ReportSendSchema,
        response: { 202: SentReportSchema, 400: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const report = await requestReport(db(), request.user, request.params.id, request.body.date);
      job.sendSoon(report.id);
      return reply.status(202).send(presentSentReport(report));
    },
  );

  app.get(
    '/client/reports',
    {
      preHandler: clientOnly,
      schema: {
        tags,
        summary: "The activity reports sent to the signed-in client's company, newest first (CLIENT)",
        response: { 200: z.array(ClientReportSchema) },
      },
    },
    async (request) => (await ownReports(db(), request.user)).map(presentClientReport),
  );

  app.get(
    '/client/reports/:id/pdf',
    {
      preHandler: clientOnly,
      schema: {
        tags,
        summary: "The PDF of one of the client's sent reports (CLIENT; another company's is 404)",
        params: IdParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => sendPdf(reply, await ownReportFile(db(), request.user, request.params.id)),
  );
};
