import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CertificationCreateSchema,
  CertificationParamsSchema,
  CertificationSchema,
  CertificationUpdateSchema,
} from '@secops/domain/agents.schemas';
import { DELETE_ROLES } from '@secops/domain/roles';
import { IdParamsSchema } from '@secops/domain/validation';
import { requireRoles, staffOnly } from '../auth/auth.guard.ts';
import { presentCertification } from './agents.presenter.ts';
import { addCertification, changeCertification, removeCertification } from './certifications.service.ts';

const tags = ['agents'];

/** An agent's certifications: staff add and edit them, SUPERADMIN and ADMIN delete them. */
export const certificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.post(
    '/agents/:id/certifications',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        params: IdParamsSchema,
        body: CertificationCreateSchema,
        response: { 201: CertificationSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(presentCertification(await addCertification(db(), request.params.id, request.body))),
  );

  app.patch(
    '/agents/:id/certifications/:certId',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        params: CertificationParamsSchema,
        body: CertificationUpdateSchema,
        response: { 200: CertificationSchema },
      },
    },
    async (request) => {
      const { id, certId } = request.params;
      return presentCertification(await changeCertification(db(), id, certId, request.body));
    },
  );

  app.delete(
    '/agents/:id/certifications/:certId',
    {
      preHandler: requireRoles(...DELETE_ROLES),
      schema: { tags, params: CertificationParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeCertification(db(), request.params.id, request.params.certId);
      return reply.status(204).send(null);
    },
  );
};
