import type { FastifyPluginAsync } from 'fastify';
import { createPushNotifier, type PushNotifier } from './push.notifier.ts';
import { createPushSender } from './push.sender.ts';
import { loadVapidKeys } from './push.vapid.ts';

export type PushHub = { publicKey: string; allowedHosts: readonly string[]; notifier: PushNotifier };

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by pushPlugin for the plugins registered after it (push routes, SOS, chat). */
    push: PushHub;
  }
}

const plugin: FastifyPluginAsync = async (app) => {
  const { config, database } = app.deps;
  const vapid = loadVapidKeys(config);
  const sender = createPushSender({
    db: database.db,
    log: app.log,
    vapid: { ...vapid, subject: config.push.subject },
    allowedHosts: config.push.allowedHosts,
  });
  const notifier = createPushNotifier({ db: database.db, log: app.log, sender });
  app.decorate('push', { publicKey: vapid.publicKey, allowedHosts: config.push.allowedHosts, notifier });
  app.addHook('onReady', async () => notifier.start());
  // Before the database closes: pushes under way finish updating their subscriptions.
  app.addHook('onClose', () => notifier.close());
};

/**
 * Web push for the app: VAPID keys, the sender and the notifier (SOS, mentions, the shift alert job), shared with
 * the plugins registered after it in the same scope, as realtimePlugin does.
 */
export const pushPlugin = Object.assign(plugin, { [Symbol.for('skip-override')]: true });
