import { create } from 'zustand';
import type { QueuedAction } from '../utils/offline-types.ts';

/** syncing: sending the queue; synced: everything just went (said briefly); waiting: a retry is planned. */
export type SyncPhase = 'idle' | 'syncing' | 'synced' | 'waiting';

type OfflineState = {
  /** The signed-in user's actions waiting to be sent, oldest first. */
  pending: QueuedAction[];
  phase: SyncPhase;
  /** The queries answered from the phone's copy (key as JSON) and the time of that copy. */
  copies: Record<string, string>;
};

export const useOfflineStore = create<OfflineState>(() => ({ pending: [], phase: 'idle', copies: {} }));

type SentListener = (action: QueuedAction, result: unknown) => void;
const sentListeners = new Set<SentListener>();

/** Calls `listener` with each queued action the server accepted and its answer; answers the unsubscribe. */
export function onActionSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

export const notifySent = (action: QueuedAction, result: unknown): void =>
  sentListeners.forEach((listener) => listener(action, result));

type QueuedListener = (userId: string) => void;
const queuedListeners = new Set<QueuedListener>();

/** Calls `listener` when a screen has queued an action for `userId` (the sender then runs the queue). */
export function onActionQueued(listener: QueuedListener): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

export const notifyQueued = (userId: string): void => queuedListeners.forEach((listener) => listener(userId));
