import { useAuthStore } from '../../auth/index.ts';
import { notifyQueued, useOfflineStore } from '../stores/offline-store.ts';
import { addAction, listActions } from '../utils/offline-db.ts';
import type { ActionToQueue, QueuedAction } from '../utils/offline-types.ts';

/**
 * Keeps an action made without network on the phone, under the signed-in user; the agent shell's sender sends it
 * as soon as it can (and at the next start if the app is closed first). IndexedDB's code comes with the screen that
 * queues, loaded while the network was there: never asked for once it is gone.
 */
export async function queueAction(action: ActionToQueue): Promise<void> {
  const userId = useAuthStore.getState().user?.id;
  if (!userId) throw new Error('No signed-in user to queue an action for');
  await addAction({ ...action, userId, createdAt: new Date().toISOString(), attempts: 0 });
  useOfflineStore.setState({ pending: await listActions(userId) });
  notifyQueued(userId);
}

/** The signed-in user's actions waiting to be sent, oldest first. */
export const usePendingActions = (): QueuedAction[] => useOfflineStore((state) => state.pending);

/** Whether an action matching `test` is waiting: a new one of the same kind must then go behind it. */
export const isQueued = (test: (action: QueuedAction) => boolean): boolean =>
  useOfflineStore.getState().pending.some(test);
