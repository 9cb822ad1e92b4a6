import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AlertListQuerySchema,
  AlertResolveSchema,
  AlertSchema,
  AlertSettingsSchema,
} from '@secops/domain/alerts';
import { ErrorBodySchema } from '@secops/domain/auth';
import { DELETE_ROLES } from '@secops/domain/roles';
import { IdParamsSchema } from '@secops/domain/validation';
import { requireRoles, staffOnly } from '../auth/auth.guard.ts';
import { createAlertJob } from './alert-job.ts';
import { alertSettings, saveAlertSettings } from './alert-settings.service.ts';
import { startAlertsLive } from './alerts-live.ts';
import { acknowledgeAlert, resolveAlert, searchAlerts } from './alerts.service.ts';

const tags = ['alerts'];

/** Dispatch alerts: listed, taken and resolved by staff; raised by the rules' job and by incidents and SOS. */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const job = createAlertJob({ db: app.deps.database.db, log: app.log });
  app.addHook('onReady', async () => {
    if (app.deps.timedJobs) job.start();
  });
  app.addHook('onClose', () => job.close());
  await startAlertsLive(app.deps.database.db, app.realtime.emitter, app.push.notifier, app.log);

  app.get(
    '/alerts',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Dispatch alerts: open, then taken, then resolved (the last 24 h unless a status is asked)',
        querystring: AlertListQuerySchema,
        response: { 200: z.array(AlertSchema) },
      },
    },
    async (request, reply) => {
      const alerts = await searchAlerts(db(), request.query);
      reply.header('x-total-count', alerts.length);
      return alerts;
    },
  );

  app.post(
    '/alerts/:id/acknowledge',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Take an alert (409 for an SOS alert, which follows its SOS, or a resolved one)',
        params: IdParamsSchema,
        response: { 200: AlertSchema },
      },
    },
    (request) => acknowledgeAlert(db(), request.user, request.params.id),
  );

  app.post(
    '/alerts/:id/resolve',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Resolve an alert with a note, written to the mission’s main courante',
        params: IdParamsSchema,
        body: AlertResolveSchema,
        response: { 200: AlertSchema },
      },
    },
    (request) => resolveAlert(db(), request.user, request.params.id, request.body.note),
  );

  app.get(
    '/settings/alerts',
    {
      preHandler: staffOnly,
      schema: {
        tags: ['settings'],
        summary: 'The thresholds of the dispatch alerts',
        response: { 200: AlertSettingsSchema },
      },
    },
    () => alertSettings(db()),
  );

  app.put(
    '/settings/alerts',
    {
      preHandler: requireRoles(...DELETE_ROLES),
      schema: {
        tags: ['settings'],
        summary:
          'Change the thresholds of the dispatch alerts (minutes, and the severity of a serious incident)',
        body: AlertSettingsSchema,
        response: { 200: AlertSettingsSchema, 400: ErrorBodySchema },
      },
    },
    (request) => saveAlertSettings(db(), request.body),
  );
};
