import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditEntrySchema, AuditLogQuerySchema } from '@secops/domain/audit';
import { ErrorBodySchema } from '@secops/domain/auth';
import { AUDIT_LOG_ROLES } from '@secops/domain/roles';
import { requireRoles } from '../auth/auth.guard.ts';
import { auditElementRefs, presentAuditEntry } from './audit.presenter.ts';
import { resolveNames } from './audit-names.service.ts';
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
        summary: 'Who changed what, newest first, elements by name (total in x-total-count)',
        querystring: AuditLogQuerySchema,
        response: { 200: z.array(AuditEntrySchema), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { db } = app.deps.database;
      const { rows, total } = await listAuditEntries(db, request.query);
      const names = await resolveNames(db, auditElementRefs(rows));
      reply.header('x-total-count', total);
      return rows.map((row) => presentAuditEntry(row, names));
    },
  );
};
