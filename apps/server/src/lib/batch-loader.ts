/**
 * Gathers the lookups asked during one turn of the event loop and runs them as one query per `maxBatch` keys: a burst
 * of 5,000 first positions (agents reconnecting after a restart) becomes ten queries rather than 5,000 waiting for a
 * pooled connection. Each caller gets its own key's value, or undefined when the query found none.
 */
export function createBatchLoader<V>(
  load: (keys: string[]) => Promise<Map<string, V>>,
  maxBatch: number,
): (key: string) => Promise<V | undefined> {
  let pending = new Map<
    string,
    { resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[]
  >();
  let scheduled = false;

  const run = () => {
    scheduled = false;
    const batch = pending;
    pending = new Map();
    const keys = [...batch.keys()];
    for (let i = 0; i < keys.length; i += maxBatch) {
      const chunk = keys.slice(i, i + maxBatch);
      load(chunk).then(
        (found) =>
          chunk.forEach((key) => batch.get(key)?.forEach((caller) => caller.resolve(found.get(key)))),
        (error: unknown) => chunk.forEach((key) => batch.get(key)?.forEach((caller) => caller.reject(error))),
      );
    }
  };

  return (key) =>
    new Promise((resolve, reject) => {
      const callers = pending.get(key);
      if (callers) callers.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        setImmediate(run);
      }
    });
}
