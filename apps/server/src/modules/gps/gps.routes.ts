import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GpsPositionsQuerySchema,
  GpsPrivacySchema,
  LivePositionSchema,
  MapSettingsSchema,
  PositionUpdateSchema,
} from '@secops/domain/gps';
import * as MSG from '@secops/domain/messages';
import { PerimeterSchema } from '@secops/domain/missions.schemas';
import { IdSchema } from '@secops/domain/validation';
import { notFound } from '../../lib/errors.ts';
import { authenticate, fieldOnly, staffOnly } from '../auth/auth.guard.ts';
import { deviceTokensRoutes } from './device-tokens.routes.ts';
import { createGpsService } from './gps.service.ts';
import { registerGpsSocket } from './gps.socket.ts';
import { osmandRoutes } from './osmand.routes.ts';
import { createTrackerService } from './tracker.service.ts';

const MissionParamsSchema = z.object({ missionId: z.string().max(100) });

/**
 * Live tracking: positions in (socket, HTTP fallback and native trackers), the live map's latest positions, mission
 * perimeters, tracker device tokens, and what the field app says about the retention of positions.
 */
export const gpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const gps = createGpsService({
    db: app.deps.database.db,
    emitter: app.realtime.emitter,
    log: app.log,
    retentionDays: app.deps.config.gpsRetentionDays,
    movement: app.deps.movement,
  });
  app.addHook('onClose', () => gps.close());
  app.realtime.onGpsConnection((socket) => registerGpsSocket(socket, gps, app.log));
  const sos = { db: app.deps.database.db, emitter: app.realtime.emitter, push: app.push.notifier };
  const tracker = createTrackerService({ db: app.deps.database.db, gps, log: app.log, sos });
  await app.register(deviceTokensRoutes, { tracker });
  await app.register(osmandRoutes, { tracker });

  app.post(
    '/gps/position',
    {
      preHandler: fieldOnly,
      schema: {
        tags: ['gps'],
        summary: 'Position of the signed-in agent (fallback of the position:update socket event)',
        description:
          'Accepted for a mission the agent is assigned to while it is ACTIVE; broadcast at once, answered once it is stored.',
        body: PositionUpdateSchema,
        response: { 202: LivePositionSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await gps.acceptPosition(request.user, request.body)),
  );

  app.get(
    '/gps/positions',
    {
      preHandler: staffOnly,
      schema: {
        tags: ['gps'],
        summary: 'Latest position of each agent, newest first',
        querystring: GpsPositionsQuerySchema,
        response: { 200: z.array(LivePositionSchema) },
      },
    },
    async (request) => gps.listLatest(request.query),
  );

  app.get(
    '/gps/perimeter/:missionId',
    {
      preHandler: authenticate,
      schema: {
        tags: ['gps'],
        summary: "A mission's perimeter (staff, or an agent assigned to the mission)",
        params: MissionParamsSchema,
        response: { 200: PerimeterSchema },
      },
    },
    async (request) => {
      if (!IdSchema.safeParse(request.params.missionId).success) throw notFound(MSG.missionNotFound);
      return gps.perimeter(request.user, request.params.missionId);
    },
  );

  app.get(
    '/gps/map-settings',
    {
      preHandler: authenticate,
      schema: {
        tags: ['gps'],
        summary: 'The tile server of the maps (MAP_TILE_URL) and its attribution',
        response: { 200: MapSettingsSchema },
      },
    },
    async () => app.deps.config.map,
  );

  app.get(
    '/gps/privacy',
    {
      preHandler: authenticate,
      schema: {
        tags: ['gps'],
        summary: 'How many days the position history is kept (GPS_RETENTION_DAYS)',
        response: { 200: GpsPrivacySchema },
      },
    },
    async () => ({ retentionDays: app.deps.config.gpsRetentionDays }),
  );
};
