import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthResponseSchema,
  ForgotPasswordBodySchema,
  Login2faBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  LogoutBodySchema,
  MessageResponseSchema,
  RefreshBodySchema,
  RefreshResponseSchema,
  ResetPasswordBodySchema,
  SessionUserSchema,
} from '@secops/domain/auth';
import { authenticateAccount } from './auth.guard.ts';
import { currentUser, login, loginWithTwoFactor } from './auth.service.ts';
import { answerSignIn, signInOrigin } from './device-cookie.ts';
import { forgotPassword, resetPassword } from './password-reset.service.ts';
import { endSession, refreshSession } from './session.service.ts';

const tags = ['auth'];

/** Sign-in, session and password reset: /api/auth/*. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    { schema: { tags, body: LoginBodySchema, response: { 200: LoginResponseSchema } } },
    async (request, reply) =>
      answerSignIn(request, reply, await login(app.deps, request.body, signInOrigin(request))),
  );

  app.post(
    '/auth/login/2fa',
    { schema: { tags, body: Login2faBodySchema, response: { 200: AuthResponseSchema } } },
    async (request, reply) =>
      answerSignIn(request, reply, await loginWithTwoFactor(app.deps, request.body, signInOrigin(request))),
  );

  app.post(
    '/auth/refresh',
    { schema: { tags, body: RefreshBodySchema, response: { 200: RefreshResponseSchema } } },
    (request) => refreshSession(app.deps, request.body.refreshToken),
  );

  app.post(
    '/auth/logout',
    {
      preHandler: authenticateAccount,
      schema: { tags, body: LogoutBodySchema.optional(), response: { 204: z.null() } },
    },
    async (request, reply) => {
      await endSession(app.deps, request.user.id, request.body?.refreshToken);
      app.deps.revocations.sessionEnded(request.user.id, request.user.sessionId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/forgot-password',
    { schema: { tags, body: ForgotPasswordBodySchema, response: { 200: MessageResponseSchema } } },
    (request) => forgotPassword(app.deps, request.body.email, request.ip),
  );

  app.post(
    '/auth/reset-password',
    { schema: { tags, body: ResetPasswordBodySchema, response: { 200: MessageResponseSchema } } },
    (request) => resetPassword(app.deps, request.body),
  );

  app.get(
    '/auth/me',
    { preHandler: authenticateAccount, schema: { tags, response: { 200: SessionUserSchema } } },
    (request) => currentUser(app.deps, request.user.id),
  );
};
