import { deletePushSubscription } from '../api/push.ts';

/** Signing out never waits longer than this for the push service or the server. */
const FORGET_WAIT_MS = 2000;

/**
 * At sign-out: this browser's push subscription is removed from the server (while the session still allows it) and
 * ended, so that the next person signed in on the device does not get the previous user's alerts. Best effort: a
 * failure or an offline phone never holds the sign-out back.
 */
export async function forgetPushSubscription(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const forget = async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    await deletePushSubscription(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  };
  await Promise.race([
    forget().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FORGET_WAIT_MS)),
  ]);
}
