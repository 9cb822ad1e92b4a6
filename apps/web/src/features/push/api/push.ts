import type { PushPublicKey, PushSubscriptionCreate } from '@secops/domain/push';
import { api } from '../../../lib/api-client.ts';

/** GET /api/push/public-key: the server's VAPID key, the browser's applicationServerKey. */
export const getPushPublicKey = (): Promise<string> =>
  api.get<PushPublicKey>('/push/public-key').then((body) => body.publicKey);

/** POST /api/push/subscriptions: this browser's subscription, for the signed-in user. */
export const savePushSubscription = (subscription: PushSubscriptionCreate): Promise<void> =>
  api.post<void>('/push/subscriptions', subscription);

/** DELETE /api/push/subscriptions: the server stops sending to this browser. */
export const deletePushSubscription = (endpoint: string): Promise<void> =>
  api.delete<void>('/push/subscriptions', { body: { endpoint } });
