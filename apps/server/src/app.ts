import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from './deps.ts';
import { createJwtService, loadJwtSecret } from './lib/auth/jwt.ts';
import { frameworkError, registerErrorHandler } from './lib/errors.ts';
import { registerInputHygiene } from './lib/input-hygiene.ts';
import { loggedPath, loggerOptions } from './lib/logger.ts';
import { createMailer } from './lib/mail.ts';
import { registerOpenApi } from './lib/openapi.ts';
import { trackRouteMethods } from './lib/route-methods.ts';
import { agentsRoutes } from './modules/agents/agents.routes.ts';
import { attendanceRoutes } from './modules/attendance/attendance.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { auditScope } from './modules/audit/audit.scope.ts';
import { authGuard } from './modules/auth/auth.guard.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { clientsRoutes } from './modules/clients/clients.routes.ts';
import { clientUsersRoutes } from './modules/clients/client-users.routes.ts';
import { clientPortalRoutes } from './modules/client-portal/client-portal.routes.ts';
import { checklistTemplatesRoutes } from './modules/checklists/checklist-templates.routes.ts';
import { checklistsRoutes } from './modules/checklists/checklists.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { equipmentRoutes } from './modules/equipment/equipment.routes.ts';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { incidentsRoutes } from './modules/incidents/incidents.routes.ts';
import { assignmentsRoutes } from './modules/missions/assignments.routes.ts';
import { missionReportRoutes } from './modules/missions/mission-report.routes.ts';
import { missionsRoutes } from './modules/missions/missions.routes.ts';
import { planningRoutes } from './modules/planning/planning.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { gpsRoutes } from './modules/gps/gps.routes.ts';
import { createMovementWatch } from './modules/gps/movement-watch.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { unavailabilityRoutes } from './modules/unavailability/unavailability.routes.ts';
import { callsRoutes } from './modules/calls/calls.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { sosRoutes } from './modules/sos/sos.routes.ts';
import { logbookRoutes } from './modules/logbook/logbook.routes.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { clientReportsRoutes } from './modules/client-reports/client-reports.routes.ts';
import { checkpointsRoutes } from './modules/rounds/checkpoints.routes.ts';
import { roundsRoutes } from './modules/rounds/rounds.routes.ts';
import { incidentsLive } from './modules/incidents/incidents-live.ts';
import { photosRoutes } from './modules/photos/photos.routes.ts';
import { pushPlugin } from './modules/push/push.plugin.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { realtimePlugin } from './realtime/realtime.plugin.ts';
import { createRevocations } from './realtime/revocations.ts';
import { serveSpa } from './spa.ts';

// Validation messages the schemas do not word themselves (unknown field, wrong type) come out in French.
z.config(z.locales.fr());

/**
 * Every schema is zod. Given as the compilers' factories, Fastify never loads its JSON Schema ones (Ajv,
 * fast-json-stringify), a good part of a second of each start. Its types expect those there; the zod compilers take
 * the same place at run time.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** Builds the whole application without listening: main.ts listens, tests inject or listen on port 0. */
export async function buildApp(
  inputs: Pick<AppDeps, 'config' | 'database' | 'redis'> & Partial<Pick<AppDeps, 'timedJobs'>>,
  options: { logStream?: DestinationStream } = {},
): Promise<FastifyInstance> {
  const { config, database } = inputs;
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // One line per request, written by the onResponse hook below, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    db: database.db,
    log: app.log,
  });
  const jwt = createJwtService(loadJwtSecret(config));
  const movement = createMovementWatch({ db: database.db, log: app.log });
  const deps: AppDeps = {
    timedJobs: true,
    ...inputs,
    jwt,
    mailer,
    revocations: createRevocations(),
    movement,
  };
  app.decorate('deps', deps);
  app.addHook('onClose', () => mailer.close());
  registerErrorHandler(app);
  registerInputHygiene(app);
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      `${request.method} ${loggedPath(request)} ${reply.statusCode} ${reply.elapsedTime.toFixed(0)} ms`,
    );
    done();
  });
  await app.register(authGuard);
  await app.register(auditScope);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' compiles WebAssembly (the rounds' QR decoder, served by the app) and allows no eval().
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Images from this server and the map's tile server only; sockets to this origin only ('self' covers its
        // ws: and wss: in CSP Level 3; the public URL's socket origin is named for browsers that predate it).
        imgSrc: ["'self'", 'data:', 'blob:', tileImageSource(config.map.tileUrl)],
        connectSrc: ["'self'", socketOrigin(config.publicUrl)],
        mediaSrc: ["'self'", 'blob:'],
        // The installable app's service worker (/sw.js) and web manifest, from this origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  const methodsOf = trackRouteMethods(app);
  await registerOpenApi(app, config);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(agentsRoutes);
      await api.register(clientsRoutes);
      await api.register(clientUsersRoutes);
      await api.register(clientPortalRoutes);
      await api.register(incidentsRoutes);
      await api.register(geocodingRoutes);
      await api.register(missionReportRoutes);
      await api.register(missionsRoutes);
      await api.register(assignmentsRoutes);
      await api.register(checklistsRoutes);
      await api.register(checklistTemplatesRoutes);
      await api.register(dashboardRoutes);
      await api.register(equipmentRoutes);
      await api.register(planningRoutes);
      await api.register(attendanceRoutes);
      await api.register(settingsRoutes);
      await api.register(auditRoutes);
      // The realtime hub first: gps and chat register their socket handlers on it.
      await api.register(realtimePlugin);
      // Web push before the modules that send it (chat mentions, SOS).
      await api.register(pushPlugin);
      await api.register(pushRoutes);
      await api.register(gpsRoutes);
      await api.register(chatRoutes);
      await api.register(callsRoutes);
      await api.register(sosRoutes);
      await api.register(logbookRoutes);
      await api.register(alertsRoutes);
      await api.register(clientReportsRoutes);
      await api.register(checkpointsRoutes);
      await api.register(roundsRoutes);
      await api.register(incidentsLive);
      await api.register(photosRoutes);
      await api.register(documentsRoutes);
      await api.register(calendarRoutes);
      await api.register(unavailabilityRoutes);
    },
    { prefix: '/api' },
  );

  await serveSpa(app, config.webDist, methodsOf);
  return app;
}

/** The WebSocket origin (ws: or wss:) of the app's public URL. */
export const socketOrigin = (publicUrl: string): string => new URL(publicUrl).origin.replace(/^http/, 'ws');

/** The tile server's origin as a CSP source ({s} subdomains become a wildcard), so that an http one loads too. */
export function tileImageSource(tileUrl: string): string {
  const origin = /^https?:\/\/[^/]+/.exec(tileUrl)?.[0] ?? "'self'";
  return origin.replaceAll('{s}', '*');
}
