import type { SyncPhase } from '../stores/offline-store.ts';
import { countAttempt, deleteCopies, firstAction, listActions, removeAction } from './offline-db.ts';
import type { QueuedAction } from './offline-types.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** How long 'Synchronisé' stays once the queue is empty. */
export const SYNCED_MS = 3000;

const RETRIED_STATUSES = [401, 408, 429];

/**
 * A refusal the same request would meet again (bad input, no right, mission archived): the queued action is dropped.
 * A lost session (401) and a busy server (408, 429) are tried again, like a lost network.
 */
export const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  !RETRIED_STATUSES.includes(error.status);

/** Wait before the n-th retry in a row: 1, 2, 4, 8… s, at most a minute. */
export const retryDelay = (failures: number): number => Math.min(1000 * 2 ** (failures - 1), 60_000);

export type QueueEvents = {
  pending: (actions: QueuedAction[]) => void;
  phase: (phase: SyncPhase) => void;
  sent: (action: QueuedAction, result: unknown) => void;
  refused: (action: QueuedAction, error: unknown) => void;
  /** A run of the queue ended after sending `count` actions (more than none). */
  settled: (count: number) => void;
};

export type QueueOptions = {
  send: (action: QueuedAction) => Promise<unknown>;
  events: QueueEvents;
  isOnline?: () => boolean;
};

export type ActionQueue = ReturnType<typeof createActionQueue>;

/** One sender across the phone's tabs: another tab's run finishes before this one reads the queue. */
function exclusively(work: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('secops-offline-queue', work) : work();
}

/**
 * The phone's queue of actions made without network, for the signed-in user: sent one at a time in the order they
 * were made, at start, when the network returns and after a failure with a growing wait. A failure on the network
 * keeps the action (and those behind it, so that order holds); a refusal by the server drops it.
 */
export function createActionQueue({ send, events, isOnline = () => navigator.onLine }: QueueOptions) {
  let userId: string | null = null;
  let running: Promise<void> | null = null;
  /** Asked to run while a run was under way: again once it ends, if it emptied the queue (or the network is back). */
  let again = false;
  let backOnline = false;
  let failures = 0;
  /** The next try after a failure, while its wait runs (undefined otherwise). */
  let retry: ReturnType<typeof setTimeout> | undefined;
  let syncedTimer: ReturnType<typeof setTimeout> | undefined;
  let phase: SyncPhase = 'idle';

  const setPhase = (next: SyncPhase) => {
    clearTimeout(syncedTimer);
    phase = next;
    events.phase(next);
    if (next === 'synced') syncedTimer = setTimeout(() => setPhase('idle'), SYNCED_MS);
  };

  const publish = async (id: string) => {
    const actions = await listActions(id);
    if (userId === id) events.pending(actions);
  };

  /** Sends until the queue is empty (true), or until the network fails (false, a retry is then planned). */
  async function drain(id: string): Promise<boolean> {
    let sent = 0;
    try {
      for (let action = await firstAction(id); action && userId === id; action = await firstAction(id)) {
        if (!isOnline()) {
          setPhase('waiting');
          return false;
        }
        setPhase('syncing');
        try {
          const result = await send(action);
          await removeAction(action.seq);
          sent += 1;
          failures = 0;
          events.sent(action, result);
        } catch (error) {
          if (!isRefusal(error)) {
            await countAttempt(action.seq);
            failures += 1;
            retry = setTimeout(() => {
              retry = undefined;
              void flush();
            }, retryDelay(failures));
            setPhase('waiting');
            return false;
          }
          await removeAction(action.seq);
          events.refused(action, error);
        }
        await publish(id);
      }
      // A run with nothing to send leaves 'Synchronisé' of the one before to its own end.
      if (userId === id && (sent > 0 || phase !== 'synced')) setPhase(sent > 0 ? 'synced' : 'idle');
      return true;
    } finally {
      await publish(id);
      if (sent > 0) events.settled(sent);
    }
  }

  /**
   * Runs the queue now, unless a retry is waiting after a failure (a new action waits with the others for it; the
   * network coming back does not). A run under way runs once more after it to take what was added meanwhile, unless
   * the network failed meanwhile.
   */
  function flush(networkBack = false): Promise<void> {
    const id = userId;
    if (!id || (retry !== undefined && !networkBack)) return Promise.resolve();
    if (running) {
      again = true;
      backOnline ||= networkBack;
      return running;
    }
    running = (async () => {
      let emptied: boolean;
      do {
        again = false;
        backOnline = false;
        clearTimeout(retry);
        retry = undefined;
        emptied = await exclusively(() => drain(id));
      } while (userId === id && ((again && emptied) || backOnline));
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const onOnline = () => {
    failures = 0;
    void flush(true);
  };

  function stop(): void {
    userId = null;
    failures = 0;
    clearTimeout(retry);
    retry = undefined;
    clearTimeout(syncedTimer);
    window.removeEventListener('online', onOnline);
  }

  /** Starts sending the user's queue (at start, after sign-in); the copies of other accounts are removed. */
  async function start(id: string): Promise<void> {
    // Without a usable IndexedDB (blocked by the browser, private browsing) there is no queue: nothing to send, and
    // the page goes on online only.
    try {
      if (userId !== id) {
        stop();
        userId = id;
        window.addEventListener('online', onOnline);
        await deleteCopies(id, true).catch(() => undefined);
        await publish(id);
      }
      await flush();
    } catch {
      return;
    }
  }

  return {
    start,
    stop,
    flush,
  };
}
