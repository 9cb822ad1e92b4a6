import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditEntrySchema, AuditLogQuerySchema } from '@secops/domain/audit';
import { ErrorBodySchema } from '@secops/domain/auth';
import { AUDIT_LOG_ROLES } from '@secops/domain/roles';
import { requireRoles } from '../auth/auth.guard.ts';
import { presentAuditEntry } from './audit.presenter.ts';
import { listAuditEntries } from './audit.repository.ts';

const tags = ['audit'];

/** The audit log, read by ADMIN and SUPERADMIN only. No route changes or deletes an entry. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      preHandler: requireRoles(...AUDIT_LOG_ROLES),
      schema: {
        tags,
        summary: 'Who changed what, newest first (total in x-total-count)',
        querystring: AuditLogQuerySchema,
        response: { 200: z.array(AuditEntrySchema), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listAuditEntries(app.deps.database.db, request.query);
      reply.header('x-total-count', total);
      return rows.map(presentAuditEntry);
    },
  );
};
