import https from 'node:https';
import type { SubscriptionRow } from './push.repository.ts';
import type { VapidKeys } from './push.vapid.ts';

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';
export type PushTarget = Pick<SubscriptionRow, 'id' | 'endpoint' | 'p256dh' | 'auth'>;
/** A target with its endpoint as read by readPushEndpoint: the URL posted to, never the stored text again. */
export type PushDestination = PushTarget & { url: URL };
export type SendOptions = { ttlSeconds: number; urgency: PushUrgency };
export type TransportOptions = SendOptions & { timeoutMs: number; vapid: VapidKeys & { subject: string } };
/** Posts one encrypted message to a push service; rejects with the service's `statusCode` when it refuses. */
export type PushTransport = (
  target: PushDestination,
  body: string,
  options: TransportOptions,
) => Promise<unknown>;

type Answer = { statusCode: number };

function post(url: URL, headers: Record<string, string | number>, body: Buffer | null, timeoutMs: number) {
  return new Promise<Answer>((resolve, reject) => {
    const request = https.request(url, { method: 'POST', headers, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () => {
        const statusCode = response.statusCode ?? 0;
        if (statusCode >= 200 && statusCode < 300) resolve({ statusCode });
        else reject(Object.assign(new Error(`push service answered ${statusCode}`), { statusCode }));
      });
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

/**
 * RFC 8291 (aes128gcm) encryption and a VAPID signature (RFC 8292) by the web-push library, posted by us to the
 * parsed URL: the library's own sending reads the endpoint with Node's legacy URL parser, which can name another
 * host than the one checked.
 */
export const webPushTransport: PushTransport = async (target, body, options) => {
  const webPush = (await import('web-push')).default;
  const details = webPush.generateRequestDetails(
    { endpoint: target.url.href, keys: { p256dh: target.p256dh, auth: target.auth } },
    body,
    { TTL: options.ttlSeconds, urgency: options.urgency, contentEncoding: 'aes128gcm' },
  );
  const { vapid } = options;
  const signature = webPush.getVapidHeaders(
    target.url.origin,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
  );
  const headers = { ...details.headers, Authorization: signature.Authorization } as Record<
    string,
    string | number
  >;
  return post(target.url, headers, details.body, options.timeoutMs);
};
