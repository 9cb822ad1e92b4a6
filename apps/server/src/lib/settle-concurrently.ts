/**
 * Promise.allSettled over `items`, with at most `limit` of them under way at once: each worker takes the next item
 * when its previous one settles. The outcomes come back in the order of the items.
 */
export async function settleConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const outcomes: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      try {
        outcomes[index] = { status: 'fulfilled', value: await work(items[index] as T) };
      } catch (reason) {
        outcomes[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return outcomes;
}
