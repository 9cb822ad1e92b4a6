import type { FastifyBaseLogger } from 'fastify';
import type { PushPayload } from '@secops/domain/push';
import type { DbOrTx } from '../../db/client.ts';
import { settleConcurrently } from '../../lib/settle-concurrently.ts';
import { readPushEndpoint } from './push.policy.ts';
import { deleteSubscriptions, markDelivered } from './push.repository.ts';
import { webPushTransport, type PushTarget, type PushTransport, type SendOptions } from './push.transport.ts';
import type { VapidKeys } from './push.vapid.ts';

export type DeliveryReport = { delivered: number; removed: number; failed: number };

/** How many posts to push services are under way at once, whatever the number of subscriptions. */
export const PUSH_CONCURRENCY = 16;

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number'
    ? error.statusCode
    : undefined;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export type PushSenderOptions = {
  db: DbOrTx;
  log: FastifyBaseLogger;
  vapid: VapidKeys & { subject: string };
  allowedHosts: readonly string[];
  transport?: PushTransport;
  timeoutMs?: number;
};

/**
 * Sends messages to subscriptions, PUSH_CONCURRENCY at a time, each within a time limit (10 s). A subscription its
 * push service says is gone (404, 410) is deleted; a delivered one gets its last success time; any other failure is
 * logged. Never throws: a push that fails never breaks the action that caused it. An endpoint is read again before
 * each post (readPushEndpoint): only what is still allowed is posted to, at the URL that was checked.
 */
export function createPushSender(options: PushSenderOptions) {
  const { db, log, vapid, allowedHosts } = options;
  const transport = options.transport ?? webPushTransport;
  const timeoutMs = options.timeoutMs ?? 10_000;

  return {
    async deliver(
      items: readonly { target: PushTarget; payload: PushPayload }[],
      send: SendOptions,
    ): Promise<DeliveryReport> {
      const allowed = items.flatMap(({ target, payload }) => {
        const read = readPushEndpoint(target.endpoint, allowedHosts);
        return 'url' in read ? [{ destination: { ...target, url: read.url }, payload }] : [];
      });
      const outcomes = await settleConcurrently(allowed, PUSH_CONCURRENCY, ({ destination, payload }) =>
        withTimeout(
          transport(destination, JSON.stringify(payload), { ...send, timeoutMs, vapid }),
          timeoutMs,
        ),
      );
      const delivered: string[] = [];
      const gone: string[] = [];
      outcomes.forEach((outcome, i) => {
        const { id, url } = allowed[i]!.destination;
        if (outcome.status === 'fulfilled') return void delivered.push(id);
        const status = statusOf(outcome.reason);
        if (status === 404 || status === 410) return void gone.push(id);
        log.warn({ err: outcome.reason, status, host: url.hostname }, 'push notification not delivered');
      });
      try {
        await markDelivered(db, delivered, new Date());
        await deleteSubscriptions(db, gone);
      } catch (err) {
        log.error({ err }, 'push subscriptions not updated');
      }
      return {
        delivered: delivered.length,
        removed: gone.length,
        failed: items.length - delivered.length - gone.length,
      };
    },
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
