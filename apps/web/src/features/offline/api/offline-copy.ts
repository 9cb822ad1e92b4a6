import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { networkError } from '../../../lib/api-error.ts';
import { whenIdle } from '../../../lib/when-idle.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useOfflineStore } from '../stores/offline-store.ts';
import { isUnreachable } from '../utils/reachability.ts';

// IndexedDB code loads with the first read, not with the first page.
const offlineDb = () => import('../utils/offline-db.ts');

export const copyKey = (queryKey: QueryKey): string => JSON.stringify(queryKey);

function markCopy(key: string, savedAt: string | null): void {
  const { copies } = useOfflineStore.getState();
  if ((copies[key] ?? null) === savedAt) return;
  const next = { ...copies };
  if (savedAt) next[key] = savedAt;
  else delete next[key];
  useOfflineStore.setState({ copies: next });
}

/**
 * Reads from the server and keeps the answer on the phone, under the signed-in user's id; when the server cannot be
 * reached, answers the copy kept (and notes its time, for the page to say the data is not live).
 */
export async function readThroughCopy<T>(queryKey: QueryKey, fetcher: () => Promise<T>): Promise<T> {
  const userId = useAuthStore.getState().user?.id;
  if (!userId) return fetcher();
  const key = copyKey(queryKey);
  let failure: unknown = networkError();
  if (navigator.onLine) {
    try {
      const data = await fetcher();
      answeredLive.add(key);
      markCopy(key, null);
      // Kept once the page is idle after showing the answer: the first screen does not wait for IndexedDB's code
      // and write. Not for an account that has left meanwhile (its copies are gone with it). A phone that cannot
      // store (private browsing, full disk) still shows the page.
      const savedAt = new Date().toISOString();
      whenIdle(() => {
        if (useAuthStore.getState().user?.id !== userId) return;
        void offlineDb()
          .then((db) => db.saveCopy(userId, key, data, savedAt))
          .catch(() => undefined);
      });
      return data;
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      failure = error;
    }
  }
  const copy = await offlineDb()
    .then((db) => db.readCopy(userId, key))
    .catch(() => undefined);
  if (!copy) throw failure;
  markCopy(key, copy.savedAt);
  return copy.data as T;
}

/** The queries the server has answered since the page loaded: a kept copy never replaces their answer. */
const answeredLive = new Set<string>();

/**
 * Shows the copy kept on the phone while the server's answer is on its way (a slow network: the page is usable at
 * once, marked 'Données hors ligne du …' until the live data replaces it). Nothing when the query has data already.
 */
export async function showKeptCopyFirst(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  const userId = useAuthStore.getState().user?.id;
  const key = copyKey(queryKey);
  const answered = () => answeredLive.has(key) || queryClient.getQueryData(queryKey) !== undefined;
  if (!userId || answered()) return;
  const copy = await offlineDb()
    .then((db) => db.readCopy(userId, key))
    .catch(() => undefined);
  // Checked again with nothing awaited before the write: the server's answer may have come meanwhile.
  if (!copy || answered() || useAuthStore.getState().user?.id !== userId) return;
  queryClient.setQueryData(queryKey, copy.data, { updatedAt: Date.parse(copy.savedAt) });
  markCopy(key, copy.savedAt);
}

/** A server that answers within this shows its data straight away, without IndexedDB's code being loaded. */
export const KEPT_COPY_DELAY_MS = 300;

/** showKeptCopyFirst for each of a screen's queries not answered KEPT_COPY_DELAY_MS after it opens. */
export function useKeptCopiesFirst(queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  const keys = JSON.stringify(queryKeys);
  useEffect(() => {
    const timer = setTimeout(() => {
      for (const queryKey of JSON.parse(keys) as QueryKey[]) void showKeptCopyFirst(queryClient, queryKey);
    }, KEPT_COPY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [queryClient, keys]);
}

/**
 * The query function and network mode of a field screen's query that has an offline copy. 'always': without it,
 * TanStack Query would not even call the function while the browser says it is offline.
 */
export const offlineCopyQuery = <T>(queryKey: QueryKey, fetcher: () => Promise<T>) => ({
  queryFn: () => readThroughCopy(queryKey, fetcher),
  networkMode: 'always' as const,
});

// Signing out (or another account signing in) removes the copies of the account that leaves: the next person on this
// phone never sees them. Actions still waiting stay under that account's id until it signs in again.
useAuthStore.subscribe((state, previous) => {
  const before = previous.isAuthenticated ? previous.user?.id : undefined;
  const after = state.isAuthenticated ? state.user?.id : undefined;
  if (!before || before === after) return;
  useOfflineStore.setState({ copies: {}, pending: [], phase: 'idle' });
  void offlineDb()
    .then((db) => db.deleteCopies(before, false))
    .catch(() => undefined);
});
