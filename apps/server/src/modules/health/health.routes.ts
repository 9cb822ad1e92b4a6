import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['connected', 'error']), kind: z.enum(['pglite', 'postgres']) }),
  redis: z.object({ status: z.enum(['connected', 'error', 'not_configured']) }),
  uptime: z.number(),
});

/** Health: the database must answer; Redis is checked only when configured. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const { database, redis } = app.deps;
      const dbOk = await database.ping().then(
        () => true,
        () => false,
      );
      const redisStatus = redis
        ? await redis.ping().then(
            () => 'connected' as const,
            () => 'error' as const,
          )
        : ('not_configured' as const);
      const ok = dbOk && redisStatus !== 'error';
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: { status: dbOk ? 'connected' : 'error', kind: database.kind },
        redis: { status: redisStatus },
        uptime: Math.round(process.uptime()),
      });
    },
  );
};
