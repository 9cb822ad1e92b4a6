/**
 * A cache of asynchronous lookups that never makes a caller wait for a refresh: an entry younger than `freshMs` is
 * answered as is; an older one is still answered while one lookup refreshes it in the background; past `staleMs`
 * (or when absent) the caller waits for a new lookup. Callers asking while a lookup runs share it. A lookup that
 * fails (a refusal included) is not kept: the next caller looks up again and gets the refusal itself.
 * Freshness varies by ±20% per entry, so that entries loaded together are not all refreshed at the same moment.
 */
export type RefreshingCache<V> = {
  get(key: string, lookup: () => Promise<V>): Promise<V>;
};

type Entry<V> = { value: Promise<V>; freshUntil: number; staleAt: number; refreshing: boolean };

export function createRefreshingCache<V>(options: {
  freshMs: number;
  staleMs: number;
  maxEntries: number;
}): RefreshingCache<V> {
  const entries = new Map<string, Entry<V>>();

  const entry = (value: Promise<V>): Entry<V> => {
    const now = Date.now();
    const fresh = options.freshMs * (0.8 + Math.random() * 0.4);
    return { value, freshUntil: now + fresh, staleAt: now + options.staleMs, refreshing: false };
  };

  const load = (key: string, lookup: () => Promise<V>): Promise<V> => {
    // Past maxEntries it starts afresh rather than tracking usage: entries are cheap to look up again.
    if (entries.size >= options.maxEntries) entries.clear();
    const loaded = entry(lookup());
    entries.set(key, loaded);
    loaded.value.catch(() => entries.get(key) === loaded && entries.delete(key));
    return loaded.value;
  };

  return {
    get(key, lookup) {
      const cached = entries.get(key);
      const now = Date.now();
      if (!cached || now >= cached.staleAt) return load(key, lookup);
      if (now >= cached.freshUntil && !cached.refreshing) {
        cached.refreshing = true;
        // The refreshed value replaces the entry once it is known; a refusal removes it.
        lookup().then(
          (value) => entries.get(key) === cached && entries.set(key, entry(Promise.resolve(value))),
          () => entries.get(key) === cached && entries.delete(key),
        );
      }
      return cached.value;
    },
  };
}
