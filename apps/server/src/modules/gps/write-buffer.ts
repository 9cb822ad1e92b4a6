/**
 * Collects items and writes them in batches by group commit: an item that finds no write running is written at once
 * (with what else arrives in the same turn of the event loop); items that come while a write runs wait for it and go
 * together into the next one, which starts as soon as it ends. A batch holds at most `maxItems`, and writes never
 * overlap. So a lone item is not held back, and under load a batch grows with the time a write takes.
 * `push` answers when the item's batch is written, or fails with the write's error (also reported to `onError` with
 * the batch), so a caller acknowledges only what is stored.
 */
export type WriteBuffer<T> = {
  push(item: T): Promise<void>;
  /** Writes what is waiting now; resolves once it (and every earlier write) is done, whether it failed or not. */
  flush(): Promise<void>;
  /** Items waiting for the next write. */
  readonly pending: number;
};

export type WriteBufferOptions<T> = {
  maxItems: number;
  write(items: T[]): Promise<void>;
  onError(error: unknown, items: T[]): void;
};

type Batch<T> = { items: T[]; done: Promise<void>; settle(error?: unknown): void };

function newBatch<T>(): Batch<T> {
  let settle!: (error?: unknown) => void;
  const done = new Promise<void>((resolve, reject) => {
    settle = (error) => (error === undefined ? resolve() : reject(error));
  });
  // Nobody may be waiting for a batch (a caller gone): its failure is reported through onError, not unhandled.
  done.catch(() => undefined);
  return { items: [], done, settle };
}

const ignore = () => undefined;

export function createWriteBuffer<T>(options: WriteBufferOptions<T>): WriteBuffer<T> {
  // Oldest first; only the last one takes new items, until it is full.
  const queue: Batch<T>[] = [];
  let current: Batch<T> | undefined;
  let scheduled: NodeJS.Immediate | undefined;

  const writeBatch = async (batch: Batch<T>): Promise<void> => {
    try {
      await options.write(batch.items);
      batch.settle();
    } catch (error) {
      batch.settle(error ?? new Error('write failed'));
      options.onError(error, batch.items);
    }
  };

  const drain = async (): Promise<void> => {
    try {
      for (current = queue.shift(); current; current = queue.shift()) await writeBatch(current);
    } finally {
      current = undefined;
      // Only when onError threw: the batches still waiting are written all the same.
      if (queue.length > 0) scheduled ??= setImmediate(start);
    }
  };

  /** Starts writing unless a write runs (its end starts the next one). */
  function start() {
    if (scheduled) clearImmediate(scheduled);
    scheduled = undefined;
    // onError is where failures are told; if it throws itself, there is nowhere left to tell.
    if (!current) void drain().catch(ignore);
  }

  return {
    push(item) {
      let batch = queue.at(-1);
      if (!batch || batch.items.length >= options.maxItems) queue.push((batch = newBatch<T>()));
      batch.items.push(item);
      // Not synchronously: the items pushed during this turn of the event loop join the same write.
      if (!current) scheduled ??= setImmediate(start);
      return batch.done;
    },
    flush() {
      const last = queue.at(-1) ?? current;
      start();
      return last ? last.done.then(ignore, ignore) : Promise.resolve();
    },
    get pending() {
      return queue.reduce((count, batch) => count + batch.items.length, 0);
    },
  };
}
