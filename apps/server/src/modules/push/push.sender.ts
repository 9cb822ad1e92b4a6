import type { FastifyBaseLogger } from 'fastify';
import type { PushPayload } from '@secops/domain/push';
import type { DbOrTx } from '../../db/client.ts';
import { isPushHostAllowed } from './push.policy.ts';
import { deleteSubscriptions, markDelivered, type SubscriptionRow } from './push.repository.ts';
import type { VapidKeys } from './push.vapid.ts';

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';
export type PushTarget = Pick<SubscriptionRow, 'id' | 'endpoint' | 'p256dh' | 'auth'>;
export type SendOptions = { ttlSeconds: number; urgency: PushUrgency };
export type TransportOptions = SendOptions & { timeoutMs: number; vapid: VapidKeys & { subject: string } };
/** Posts one encrypted message to a push service; rejects with the service's `statusCode` when it refuses. */
export type PushTransport = (target: PushTarget, body: string, options: TransportOptions) => Promise<unknown>;
export type DeliveryReport = { delivered: number; removed: number; failed: number };

/** RFC 8291 (aes128gcm) encryption and a VAPID signature (RFC 8292), by the web-push library. */
export const webPushTransport: PushTransport = async (target, body, options) =>
  (await import('web-push')).default.sendNotification(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    body,
    {
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
      timeout: options.timeoutMs,
      vapidDetails: options.vapid,
    },
  );

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
 * Sends messages to subscriptions, all at once, each within a time limit. A subscription its push service says is
 * gone (404, 410) is deleted; a delivered one gets its last success time; any other failure is logged. Never
 * throws: a push that fails never breaks the action that caused it. Only hosts still allowed are posted to.
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
      const allowed = items.filter(({ target }) =>
        isPushHostAllowed(new URL(target.endpoint).hostname, allowedHosts),
      );
      const outcomes = await Promise.allSettled(
        allowed.map(({ target, payload }) =>
          withTimeout(transport(target, JSON.stringify(payload), { ...send, timeoutMs, vapid }), timeoutMs),
        ),
      );
      const delivered: string[] = [];
      const gone: string[] = [];
      outcomes.forEach((outcome, i) => {
        const target = allowed[i]!.target;
        if (outcome.status === 'fulfilled') return void delivered.push(target.id);
        const status = statusOf(outcome.reason);
        if (status === 404 || status === 410) return void gone.push(target.id);
        log.warn(
          { err: outcome.reason, status, host: new URL(target.endpoint).hostname },
          'push notification not delivered',
        );
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
