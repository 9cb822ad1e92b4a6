import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClientUserInviteSchema, ClientUserSchema } from '@secops/domain/client-portal';
import { CLIENT_MANAGER_ROLES } from '@secops/domain/role-access';
import { IdParamsSchema } from '@secops/domain/validation';
import { requireRoles } from '../auth/auth.guard.ts';
import { clientUsers, inviteClientUser } from './client-users.service.ts';

const tags = ['clients'];

/**
 * A client company's portal accounts: ADMIN and SUPERADMIN invite and list them (deactivation and removal are the
 * users routes').
 */
export const clientUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const managers = requireRoles(...CLIENT_MANAGER_ROLES);

  app.get(
    '/clients/:id/users',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: "The client company's accounts",
        params: IdParamsSchema,
        response: { 200: z.array(ClientUserSchema) },
      },
    },
    async (request) => clientUsers(app.deps.database.db, request.params.id),
  );

  app.post(
    '/clients/:id/users',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: 'Invites a user of the client company by e-mail (a link to set their password)',
        params: IdParamsSchema,
        body: ClientUserInviteSchema,
        response: { 201: ClientUserSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inviteClientUser(app.deps, request.user, request.params.id, request.body)),
  );
};
