import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssignmentParamsSchema,
  EquipmentAssignSchema,
  EquipmentCreateSchema,
  EquipmentListQuerySchema,
  EquipmentSchema,
  EquipmentUpdateSchema,
} from '@secops/domain/equipment.schemas';
import { DELETE_ROLES } from '@secops/domain/roles';
import { IdParamsSchema } from '@secops/domain/validation';
import { requireRoles, staffOnly } from '../auth/auth.guard.ts';
import { assignEquipment, returnEquipment } from './equipment-assignments.service.ts';
import { presentEquipment } from './equipment.presenter.ts';
import { createEquipment, deleteEquipment, searchEquipment, updateEquipment } from './equipment.service.ts';
import { vehiclesRoutes } from './vehicles.routes.ts';

const tags = ['equipment'];

/** Equipment: staff list, create, edit, assign and take back; SUPERADMIN and ADMIN delete. */
export const equipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/equipment',
    {
      preHandler: staffOnly,
      schema: { tags, querystring: EquipmentListQuerySchema, response: { 200: z.array(EquipmentSchema) } },
    },
    async (request) => (await searchEquipment(db(), request.query)).map(presentEquipment),
  );

  app.post(
    '/equipment',
    {
      preHandler: staffOnly,
      schema: { tags, body: EquipmentCreateSchema, response: { 201: EquipmentSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(presentEquipment(await createEquipment(db(), request.body))),
  );

  app.patch(
    '/equipment/:id',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        params: IdParamsSchema,
        body: EquipmentUpdateSchema,
        response: { 200: EquipmentSchema },
      },
    },
    async (request) => presentEquipment(await updateEquipment(db(), request.params.id, request.body)),
  );

  app.delete(
    '/equipment/:id',
    {
      preHandler: requireRoles(...DELETE_ROLES),
      schema: { tags, params: IdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteEquipment(db(), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/equipment/assign',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Assigns an available item to an active agent; answers the item with its history',
        body: EquipmentAssignSchema,
        response: { 201: EquipmentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(presentEquipment(await assignEquipment(db(), request.user, request.body))),
  );

  app.post(
    '/equipment/return/:assignmentId',
    {
      preHandler: staffOnly,
      schema: { tags, params: AssignmentParamsSchema, response: { 200: EquipmentSchema } },
    },
    async (request) =>
      presentEquipment(await returnEquipment(db(), request.user, request.params.assignmentId)),
  );

  await app.register(vehiclesRoutes);
};
