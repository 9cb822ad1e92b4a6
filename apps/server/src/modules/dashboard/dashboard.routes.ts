import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardStatsSchema } from '@secops/domain/dashboard';
import { staffOnly } from '../auth/auth.guard.ts';
import { dashboardStats } from './dashboard.service.ts';

/** The admin dashboard's figures. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/stats',
    { preHandler: staffOnly, schema: { tags: ['dashboard'], response: { 200: DashboardStatsSchema } } },
    () => dashboardStats(app.deps.database.db),
  );
};
