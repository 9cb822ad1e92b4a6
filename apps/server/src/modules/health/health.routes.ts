import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['connected', 'error']), kind: z.enum(['pglite', 'postgres']) }),
  redis: z.object({ status: z.enum(['connected', 'error', 'not_configured']) }),
  uptime: z.number(),
});

/**
 * How long the database and Redis, asked at the same time, have to answer: a health check answers within 2 s whatever
 * they do, so that a database that hangs (connections open, no answer) is reported failing rather than holding it.
 */
const HEALTH_CHECK_MS = 1_500;

/** Whether `check` succeeds within `ms`; one that answers later, or fails, counts as failing. */
function answersWithin(check: () => Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    const settle = (answered: boolean) => {
      clearTimeout(timer);
      resolve(answered);
    };
    check().then(
      () => settle(true),
      () => settle(false),
    );
  });
}

/** Health: the database must answer; Redis is checked only when configured. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const { database, redis } = app.deps;
      const [dbOk, redisOk] = await Promise.all([
        answersWithin(() => database.ping(), HEALTH_CHECK_MS),
        redis ? answersWithin(() => redis.ping(), HEALTH_CHECK_MS) : undefined,
      ]);
      const redisStatus = redisOk === undefined ? 'not_configured' : redisOk ? 'connected' : 'error';
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
