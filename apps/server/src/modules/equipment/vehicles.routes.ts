import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VehicleCreateSchema, VehicleSchema, VehicleUpdateSchema } from '@secops/domain/equipment.schemas';
import { DELETE_ROLES } from '@secops/domain/roles';
import { IdParamsSchema } from '@secops/domain/validation';
import { requireRoles, staffOnly } from '../auth/auth.guard.ts';
import { presentVehicle } from './equipment.presenter.ts';
import { createVehicle, deleteVehicle, searchVehicles, updateVehicle } from './vehicles.service.ts';

const tags = ['equipment'];

/** Vehicles: staff list, create and edit them; SUPERADMIN and ADMIN delete. */
export const vehiclesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/equipment/vehicles',
    { preHandler: staffOnly, schema: { tags, response: { 200: z.array(VehicleSchema) } } },
    async () => (await searchVehicles(db())).map(presentVehicle),
  );

  app.post(
    '/equipment/vehicles',
    { preHandler: staffOnly, schema: { tags, body: VehicleCreateSchema, response: { 201: VehicleSchema } } },
    async (request, reply) => reply.status(201).send(presentVehicle(await createVehicle(db(), request.body))),
  );

  app.patch(
    '/equipment/vehicles/:id',
    {
      preHandler: staffOnly,
      schema: { tags, params: IdParamsSchema, body: VehicleUpdateSchema, response: { 200: VehicleSchema } },
    },
    async (request) => presentVehicle(await updateVehicle(db(), request.params.id, request.body)),
  );

  app.delete(
    '/equipment/vehicles/:id',
    {
      preHandler: requireRoles(...DELETE_ROLES),
      schema: { tags, params: IdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteVehicle(db(), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
