import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema, SessionUserSchema } from '@secops/domain/auth';
import {
  PasswordChangeBodySchema,
  ProfileUpdateBodySchema,
  TwoFactorSwitchBodySchema,
  TwoFactorSetupSchema,
} from '@secops/domain/users.schemas';
import { IdParamsSchema } from '@secops/domain/validation';
import { authenticateAccount } from '../auth/auth.guard.ts';
import { presentSessionUser } from '../auth/auth.presenter.ts';
import {
  changePassword,
  disableTwoFactor,
  enableTwoFactor,
  generateTwoFactor,
} from './account-security.service.ts';
import { updateProfile } from './users.service.ts';

const tags = ['settings'];
const params = IdParamsSchema;

/** The settings screen: profile (owner or SUPERADMIN), password and 2FA (owner only, with the current password). */
export const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/users/:id/profile',
    {
      preHandler: authenticateAccount,
      schema: {
        tags,
        summary: 'A new e-mail needs currentPassword, the password of the one making the change',
        params,
        body: ProfileUpdateBodySchema,
        response: { 200: SessionUserSchema },
      },
    },
    async (request) =>
      presentSessionUser(
        await updateProfile(app.deps, request.user, request.params.id, request.body, request.ip),
      ),
  );

  app.patch(
    '/users/:id/password',
    {
      preHandler: authenticateAccount,
      schema: {
        tags,
        summary: 'Checks the current password; ends every other session (the one making the change stays)',
        params,
        body: PasswordChangeBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    (request) => changePassword(app.deps, request.user, request.params.id, request.body, request.ip),
  );

  app.post(
    '/users/:id/2fa/generate',
    { preHandler: authenticateAccount, schema: { tags, params, response: { 200: TwoFactorSetupSchema } } },
    (request) => generateTwoFactor(app.deps, request.user, request.params.id),
  );

  app.post(
    '/users/:id/2fa/enable',
    {
      preHandler: authenticateAccount,
      schema: { tags, params, body: TwoFactorSwitchBodySchema, response: { 200: MessageResponseSchema } },
    },
    (request) => enableTwoFactor(app.deps, request.user, request.params.id, request.body, request.ip),
  );

  app.post(
    '/users/:id/2fa/disable',
    {
      preHandler: authenticateAccount,
      schema: { tags, params, body: TwoFactorSwitchBodySchema, response: { 200: MessageResponseSchema } },
    },
    (request) => disableTwoFactor(app.deps, request.user, request.params.id, request.body, request.ip),
  );
};
