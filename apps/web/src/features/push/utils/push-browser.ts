import type { PushSubscriptionCreate } from '@secops/domain/push';

/** How long enabling waits for the service worker: without one (not installed yet, blocked) it never comes. */
const WORKER_WAIT_MS = 10_000;

/** Web push needs a service worker, the Push API and notifications (iOS: only once the app is on the home screen). */
export const isPushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The VAPID key as the bytes pushManager.subscribe() takes (it arrives in base64url). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The active service worker's registration, or an error when none comes within 10 s. */
export function workerRegistration(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no service worker')), WORKER_WAIT_MS);
    void navigator.serviceWorker.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    });
  });
}

/** What the server stores of a subscription: its endpoint and keys (toJSON gives them in base64url). */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionCreate {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** Whether a subscription was made with this key: one made with another (the server's key changed) must be redone. */
export function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const own = subscription.options.applicationServerKey;
  if (!own) return false;
  const bytes = new Uint8Array(own);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}
