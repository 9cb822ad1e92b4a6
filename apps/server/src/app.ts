import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_TITLE } from '@secops/domain/constants';
import { MSG } from '@secops/domain/messages';
import type { Config } from './config.ts';
import type { AppDeps } from './deps.ts';
import { createJwtService, loadJwtSecret } from './lib/auth/jwt.ts';
import { registerErrorHandler } from './lib/errors.ts';
import { createMailer } from './lib/mail.ts';
import { agentsRoutes } from './modules/agents/agents.routes.ts';
import { attendanceRoutes } from './modules/attendance/attendance.routes.ts';
import { authGuard } from './modules/auth/auth.guard.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { clientsRoutes } from './modules/clients/clients.routes.ts';
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
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { callsRoutes } from './modules/calls/calls.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { realtimePlugin } from './realtime/realtime.plugin.ts';

// Validation messages the schemas do not word themselves (unknown field, wrong type) come out in French.
z.config(z.locales.fr());

/** Builds the whole application without listening: main.ts listens, tests inject or listen on port 0. */
export async function buildApp(
  inputs: Pick<AppDeps, 'config' | 'database' | 'redis'>,
): Promise<FastifyInstance> {
  const { config, database } = inputs;
  const app = Fastify({
    logger: loggerOptions(config),
    // One line per request, written by the onResponse hook below, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    db: database.db,
    log: app.log,
  });
  const deps: AppDeps = { ...inputs, jwt: createJwtService(loadJwtSecret(config)), mailer };
  app.decorate('deps', deps);
  app.addHook('onClose', () => mailer.close());
  registerErrorHandler(app);
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      `${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${reply.elapsedTime.toFixed(0)} ms`,
    );
    done();
  });
  await app.register(authGuard);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', tileImageSource(config.map.tileUrl)],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(swagger, {
    openapi: {
      info: { title: `${APP_TITLE} API`, version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(agentsRoutes);
      await api.register(clientsRoutes);
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
      // The realtime hub first: gps and chat register their socket handlers on it.
      await api.register(realtimePlugin);
      await api.register(gpsRoutes);
      await api.register(chatRoutes);
      await api.register(callsRoutes);
      await api.register(documentsRoutes);
    },
    { prefix: '/api' },
  );

  await serveSpa(app, config.webDist);
  return app;
}

/**
 * JSON logs in production (for a log collector); short coloured lines in development, when pino-pretty (a development
 * dependency) is installed; nothing in tests.
 */
export function loggerOptions(config: Pick<Config, 'env' | 'logLevel'>) {
  if (config.env === 'test') return { level: 'silent' };
  if (config.env === 'production' || !hasPrettyLogs()) return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
    },
  };
}

const hasPrettyLogs = (): boolean => {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
};

/** The tile server's origin as a CSP source ({s} subdomains become a wildcard), so that an http one loads too. */
export function tileImageSource(tileUrl: string): string {
  const origin = /^https?:\/\/[^/]+/.exec(tileUrl)?.[0] ?? "'self'";
  return origin.replaceAll('{s}', '*');
}

const PAGE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Serves the built SPA (when there is one) with an index.html fallback for client routes, to HEAD as to GET (monitors
 * and link checkers use it; Node sends no body to a HEAD); unknown /api routes and missing files stay a JSON 404.
 */
async function serveSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const index = path.join(webDist, 'index.html');
  const hasSpa = fs.existsSync(index);
  if (hasSpa) await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (!hasSpa || !PAGE_METHODS.has(request.method) || url.startsWith('/api') || path.extname(url)) {
      return reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: MSG.routeNotFound });
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(index));
  });
}
