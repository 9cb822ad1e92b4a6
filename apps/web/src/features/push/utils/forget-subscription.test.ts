// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const deletePushSubscription = vi.fn((_endpoint: string) => Promise.resolve());
vi.mock('../api/push.ts', () => ({ deletePushSubscription }));
const { forgetPushSubscription } = await import('./forget-subscription.ts');

const withWorker = (getRegistration: () => Promise<unknown>) =>
  Object.defineProperty(navigator, 'serviceWorker', { value: { getRegistration }, configurable: true });

describe('forgetPushSubscription (at sign-out)', () => {
  afterEach(() => {
    vi.useRealTimers();
    deletePushSubscription.mockClear();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('removes the subscription from the server, then ends it in the browser', async () => {
    const unsubscribe = vi.fn(() => Promise.resolve(true));
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', unsubscribe };
    withWorker(() =>
      Promise.resolve({ pushManager: { getSubscription: () => Promise.resolve(subscription) } }),
    );
    await forgetPushSubscription();
    expect(deletePushSubscription).toHaveBeenCalledWith(subscription.endpoint);
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('does nothing without a subscription, and never holds the sign-out back', async () => {
    withWorker(() => Promise.resolve(undefined));
    await forgetPushSubscription();
    expect(deletePushSubscription).not.toHaveBeenCalled();
    vi.useFakeTimers();
    withWorker(() => new Promise(() => undefined));
    const done = forgetPushSubscription();
    await vi.advanceTimersByTimeAsync(2000);
    await expect(done).resolves.toBeUndefined();
  });
});
