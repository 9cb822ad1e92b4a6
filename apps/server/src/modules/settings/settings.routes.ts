import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@secops/domain/auth';
import { PayrollRangesSchema } from '@secops/domain/attendance-hours';
import { DELETE_ROLES } from '@secops/domain/roles';
import { requireRoles, staffOnly } from '../auth/auth.guard.ts';
import { payrollRanges, savePayrollRanges } from './payroll-settings.service.ts';

const tags = ['settings'];

/** Company settings: the payroll night range (read by staff, changed by SUPERADMIN and ADMIN). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/settings/payroll',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'The night range of the attendance hours split',
        response: { 200: PayrollRangesSchema },
      },
    },
    () => payrollRanges(db()),
  );

  app.put(
    '/settings/payroll',
    {
      preHandler: requireRoles(...DELETE_ROLES),
      schema: {
        tags,
        summary: 'Change the night range (HH:MM, Paris time; it may wrap over midnight)',
        body: PayrollRangesSchema,
        response: { 200: PayrollRangesSchema, 400: ErrorBodySchema },
      },
    },
    (request) => savePayrollRanges(db(), request.body),
  );
};
