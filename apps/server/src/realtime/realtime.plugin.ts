import type { Server as HttpServer } from 'node:http';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createRealtimeHub, type AttachOptions, type RealtimeHub } from './realtime.hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by realtimePlugin for the plugins registered after it (gps, chat). */
    realtime: RealtimeHub;
  }
}

// main.ts and tests hold the root instance, where the hub is not decorated: they find it by HTTP server.
const hubs = new WeakMap<HttpServer, RealtimeHub>();

const plugin: FastifyPluginAsync = async (app) => {
  const hub = createRealtimeHub(app.deps, app.log);
  app.decorate('realtime', hub);
  hubs.set(app.server, hub);
  // Sockets go before the HTTP server stops, so that open connections do not hold the shutdown.
  app.addHook('preClose', () => hub.close());
};

/**
 * Creates the app's realtime hub and shares it with the plugins registered after it in the same scope
 * (the decoration is not encapsulated, as with fastify-plugin).
 */
export const realtimePlugin = Object.assign(plugin, { [Symbol.for('skip-override')]: true });

/** Starts Socket.IO on the app's HTTP server; call it once the app listens. app.close() closes it again. */
export async function attachRealtime(app: FastifyInstance, options?: AttachOptions): Promise<void> {
  const hub = hubs.get(app.server);
  if (!hub) throw new Error('realtimePlugin is not registered');
  await hub.attach(app.server, options);
}
