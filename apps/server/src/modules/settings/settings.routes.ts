import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@secops/domain/auth';
import { PayrollRangesSchema } from '@secops/domain/attendance-hours';
import { DELETE_ROLES } from '@secops/domain/roles';
import { requireRoles, staffOnly } from '../auth/auth.guard.ts';
import { WorkingTimeSettingsSchema } from '@secops/domain/working-time';
import { payrollRanges, savePayrollRanges } from './payroll-settings.service.ts';
import { saveWorkingTimeSettings, workingTimeSettings } from './working-time-settings.service.ts';

const tags = ['settings'];

/** Company settings: the payroll night range and the working-time rules (read by staff, changed by SUPERADMIN and ADMIN). */
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

  app.get(
    '/settings/working-time',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'The working-time limits checked when shifts are planned, moved or copied',
        description:
          'Unsaved: the legal defaults (Code du travail, IDCC 1351). `minPeriodHours` null: no minimum.',
        response: { 200: WorkingTimeSettingsSchema },
      },
    },
    () => workingTimeSettings(db()),
  );

  app.put(
    '/settings/working-time',
    {
      preHandler: requireRoles(...DELETE_ROLES),
      schema: {
        tags,
        summary: 'Change the working-time limits (hours by half hours, days per week 1 to 7)',
        body: WorkingTimeSettingsSchema,
        response: { 200: WorkingTimeSettingsSchema, 400: ErrorBodySchema },
      },
    },
    (request) => saveWorkingTimeSettings(db(), request.body),
  );
};
