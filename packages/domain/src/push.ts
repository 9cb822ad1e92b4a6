import { z } from 'zod';
import * as MSG from './messages.ts';
import { strictBody } from './validation.ts';

/** A push service's address is a capability URL; browsers' are about 200 characters. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/** GET /api/push/public-key: the VAPID public key the browser subscribes with (applicationServerKey). */
export const PushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof PushPublicKeySchema>;

const endpoint = z
  .string({ error: MSG.pushEndpointInvalid })
  .max(PUSH_ENDPOINT_MAX_LENGTH, MSG.pushEndpointInvalid)
  .pipe(z.url({ protocol: /^https$/, error: MSG.pushEndpointInvalid }));

/**
 * The subscription's keys as PushSubscription.toJSON() gives them (base64url): `p256dh` the browser's uncompressed
 * P-256 public key (65 bytes, first byte 0x04), `auth` its 16-byte secret (RFC 8291).
 */
const PushKeysSchema = z.strictObject(
  {
    p256dh: z.string({ error: MSG.pushKeysInvalid }).regex(/^B[A-Za-z0-9_-]{86}=?$/, MSG.pushKeysInvalid),
    auth: z.string({ error: MSG.pushKeysInvalid }).regex(/^[A-Za-z0-9_-]{22}(==)?$/, MSG.pushKeysInvalid),
  },
  { error: MSG.pushKeysInvalid },
);

/**
 * POST /api/push/subscriptions: a browser's subscription for the signed-in user. `expirationTime` is accepted (it
 * is part of toJSON()) and ignored: a subscription lives until its push service answers 404 or 410.
 */
export const PushSubscriptionCreateSchema = strictBody({
  endpoint,
  keys: PushKeysSchema,
  expirationTime: z.number({ error: MSG.validation }).nullable().optional(),
});
export type PushSubscriptionCreate = z.infer<typeof PushSubscriptionCreateSchema>;

/** DELETE /api/push/subscriptions: the endpoint to forget, in the body or the query string. */
export const PushSubscriptionDeleteSchema = strictBody({
  endpoint: z
    .string({ error: MSG.pushEndpointInvalid })
    .min(1, MSG.pushEndpointInvalid)
    .max(PUSH_ENDPOINT_MAX_LENGTH, MSG.pushEndpointInvalid),
});
export type PushSubscriptionDelete = z.infer<typeof PushSubscriptionDeleteSchema>;

/** What the service worker shows: a notification, and the page a tap opens. `tag` replaces an earlier one. */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
