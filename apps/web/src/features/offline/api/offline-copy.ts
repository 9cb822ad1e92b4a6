import type { QueryKey } from '@tanstack/react-query';
import { networkError } from '../../../lib/api-error.ts';
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
      markCopy(key, null);
      // Kept while the page shows the answer, not before: the first screen does not wait for IndexedDB's code and
      // write. A phone that cannot store (private browsing, full disk) still shows the page.
      void offlineDb()
        .then((db) => db.saveCopy(userId, key, data, new Date().toISOString()))
        .catch(() => undefined);
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
