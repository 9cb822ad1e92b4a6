import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserSummarySchema } from '@secops/domain/auth';
import { DELETE_ROLES } from '@secops/domain/roles';
import { CreateUserBodySchema, UserStatusBodySchema } from '@secops/domain/users.schemas';
import { IdParamsSchema } from '@secops/domain/validation';
import { requireRoles, staffOnly } from '../auth/auth.guard.ts';
import { presentUserSummary } from '../auth/auth.presenter.ts';
import { listAccounts } from '../auth/auth.repository.ts';
import { accountSettingsRoutes } from './account-settings.routes.ts';
import { createAccount, deleteAccount, setAccountStatus } from './users.service.ts';

const tags = ['users'];

/** User accounts, for staff only: list, create, activate or deactivate; SUPERADMIN and ADMIN delete. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/users',
    { preHandler: staffOnly, schema: { tags, response: { 200: z.array(UserSummarySchema) } } },
    async () => (await listAccounts(db())).map(presentUserSummary),
  );

  app.post(
    '/users',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Creates an account; ADMIN and SUPERADMIN accounts by a SUPERADMIN only',
        body: CreateUserBodySchema,
        response: { 201: UserSummarySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(presentUserSummary(await createAccount(db(), request.user, request.body))),
  );

  app.patch(
    '/users/:id/status',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Activates or deactivates an account; deactivating ends its sessions',
        params: IdParamsSchema,
        body: UserStatusBodySchema,
        response: { 200: UserSummarySchema },
      },
    },
    async (request) =>
      presentUserSummary(
        await setAccountStatus(app.deps, request.user, request.params.id, request.body.isActive),
      ),
  );

  app.delete(
    '/users/:id',
    {
      preHandler: requireRoles(...DELETE_ROLES),
      schema: {
        tags,
        summary: 'Deletes an account; its agent stays in history as a deleted agent',
        params: IdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteAccount({ ...app.deps, log: request.log }, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  await app.register(accountSettingsRoutes);
};
