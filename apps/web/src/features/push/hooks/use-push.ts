import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { deletePushSubscription, getPushPublicKey, savePushSubscription } from '../api/push.ts';
import {
  applicationServerKey,
  isPushSupported,
  sameKey,
  subscriptionBody,
  workerRegistration,
} from '../utils/push-browser.ts';

/** Push on this browser: being read, not possible here, refused in the browser's settings, on, or off. */
export type PushState = 'checking' | 'unsupported' | 'denied' | 'on' | 'off';
type Known = Exclude<PushState, 'checking'>;

const currentSubscription = async (): Promise<PushSubscription | null> => {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
};

/**
 * Where this browser stands. A subscription already there is sent again: the browser may have been used by another
 * account since, and the server gives the endpoint to whoever is signed in now.
 */
async function readPushState(): Promise<Known> {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await currentSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  await savePushSubscription(subscriptionBody(subscription));
  return 'on';
}

/** Asks permission, subscribes with the server's key (again if the key changed) and stores the subscription. */
async function enablePush(): Promise<Known> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const key = applicationServerKey(await getPushPublicKey());
  const registration = await workerRegistration();
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await savePushSubscription(subscriptionBody(subscription));
  return 'on';
}

/** The server forgets this browser (already forgotten is fine), then the browser drops its subscription. */
async function disablePush(): Promise<Known> {
  const subscription = await currentSubscription();
  if (subscription) {
    await deletePushSubscription(subscription.endpoint).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    });
    await subscription.unsubscribe();
  }
  return 'off';
}

export const pushStateQueryOptions = () =>
  queryOptions({ queryKey: ['push', 'state'], queryFn: readPushState, staleTime: 60_000, retry: false });

/** The state of push on this browser, and the actions that turn it on and off. */
export function usePush() {
  const queryClient = useQueryClient();
  const state = useQuery(pushStateQueryOptions());
  const settle = (next: Known) => queryClient.setQueryData(pushStateQueryOptions().queryKey, next);
  const enable = useMutation({ mutationFn: enablePush, onSuccess: settle });
  const disable = useMutation({ mutationFn: disablePush, onSuccess: settle });
  const current: PushState = state.data ?? (state.isError ? 'off' : 'checking');
  return { state: current, enable, disable };
}
