import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatMemberSchema,
  MissionCreateSchema,
  MissionDetailSchema,
  MissionIdParamsSchema,
  MissionListItemSchema,
  MissionListQuerySchema,
  MissionUpdateSchema,
  PerimeterSchema,
  PerimeterUpdateSchema,
} from '@secops/domain/missions.schemas';
import { DELETE_ROLES } from '@secops/domain/roles';
import { createLocalStorage } from '../../lib/storage.ts';
import { authenticate, requireRoles, staffOnly } from '../auth/auth.guard.ts';
import {
  createMission,
  editMission,
  listVisibleMissions,
  missionChatMembers,
  readMissionDetail,
  removeMission,
} from './missions.service.ts';
import { getPerimeter, updatePerimeter } from './perimeter.service.ts';

const tags = ['missions'];
const params = MissionIdParamsSchema;

/** Missions: the list (staff: all, field: their own), detail, creation, edits, status, deletion, perimeter. */
export const missionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  // The documents module keeps mission files in this same folder.
  const storage = createLocalStorage(path.join(app.deps.config.dataDir, 'uploads'));

  app.get(
    '/missions',
    {
      preHandler: authenticate,
      schema: {
        tags,
        querystring: MissionListQuerySchema,
        response: { 200: z.array(MissionListItemSchema) },
      },
    },
    // The body is the list's JSON text already (see listMissionsJson): a string sent with a JSON type skips the
    // serializer, which the typed reply does not know, hence the plain FastifyReply.
    async (request, reply) =>
      (reply as FastifyReply)
        .type('application/json')
        .send(await listVisibleMissions(db(), request.user, request.query)),
  );

  app.get(
    '/missions/:id',
    { preHandler: authenticate, schema: { tags, params, response: { 200: MissionDetailSchema } } },
    // The answer is encoded JSON kept by version (see mission-detail.cache.ts), sent as is; a matching If-None-Match
    // gets 304 without a body.
    async (request, reply) => {
      const { etag, body } = await readMissionDetail(db(), request.user, request.params.id);
      const plain = (reply as FastifyReply).header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag))
        return plain.code(304).send();
      return plain.type('application/json').send(body);
    },
  );

  app.post(
    '/missions',
    {
      preHandler: staffOnly,
      schema: { tags, body: MissionCreateSchema, response: { 201: MissionDetailSchema } },
    },
    async (request, reply) => reply.status(201).send(await createMission(db(), request.user, request.body)),
  );

  app.patch(
    '/missions/:id',
    {
      preHandler: staffOnly,
      schema: { tags, params, body: MissionUpdateSchema, response: { 200: MissionDetailSchema } },
    },
    async (request) => {
      const mission = await editMission(db(), request.user, request.params.id, request.body);
      if (request.body.status === 'ARCHIVED') app.realtime.emitter.missionArchived(request.params.id);
      return mission;
    },
  );

  app.delete(
    '/missions/:id',
    { preHandler: requireRoles(...DELETE_ROLES), schema: { tags, params, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeMission({ db: db(), storage, log: request.log }, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/missions/:id/perimeter',
    { preHandler: staffOnly, schema: { tags, params, response: { 200: PerimeterSchema } } },
    (request) => getPerimeter(db(), request.user, request.params.id),
  );

  app.patch(
    '/missions/:id/perimeter',
    {
      preHandler: staffOnly,
      schema: { tags, params, body: PerimeterUpdateSchema, response: { 200: PerimeterSchema } },
    },
    (request) => updatePerimeter(db(), request.params.id, request.body),
  );

  app.get(
    '/missions/:id/chat-members',
    { preHandler: authenticate, schema: { tags, params, response: { 200: z.array(ChatMemberSchema) } } },
    (request) => missionChatMembers(db(), request.user, request.params.id),
  );
};
