import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { isStaff } from '@secops/domain/roles';
import { runAsActor } from '../../db/actor-scope.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only reads (a search sent with a body): it runs without an author, as the reads do. */
    readsOnly?: boolean;
  }
}

const isWrite = (method: string | string[]) => [method].flat().some((m) => WRITES.has(m.toUpperCase()));

/**
 * Every write a signed-in staff member makes through the API runs with that member as the author, so the audit
 * triggers record who changed what in the same transaction as the change (db/actor-scope.ts). Registered before the
 * routes, on the root instance, so that it reaches every one of them.
 */
async function auditScopePlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    // An author costs each statement a setting before and after it: reads, which record nothing, go without.
    if (!isWrite(route.method) || route.config?.readsOnly) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function staffWrite(request, reply) {
      const user = request.user as typeof request.user | null;
      if (!user || !isStaff(user.role)) return handler.call(this, request, reply);
      return runAsActor(user.id, () => handler.call(this, request, reply));
    };
  });
}

export const auditScope = Object.assign(auditScopePlugin, { [Symbol.for('skip-override')]: true });
