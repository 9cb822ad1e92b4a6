/**
 * Runs `task` on every item with at most `limit` running at once, in the items' order; settles once all are done and
 * rejects with the first failure (the others still finish, none is started after it). The precache downloads a few
 * files at a time this way, so that it never takes every connection a page has.
 */
export async function forEachLimited<T>(
  items: Iterable<T>,
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined && !failure; item = queue.shift()) {
      try {
        await task(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, queue.length)) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}
