/**
 * Collects items and writes them in batches: when `maxItems` are waiting, or `intervalMs` after the first one came.
 * Writes never overlap (each waits for the previous). `push` answers when the item's batch is written, or fails
 * with the write's error (also reported to `onError` with the batch), so a caller acknowledges only what is stored.
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
  intervalMs: number;
  write(items: T[]): Promise<void>;
  onError(error: unknown, items: T[]): void;
};

type Waiting<T> = { items: T[]; done: Promise<void>; settle(error?: unknown): void };

function nextBatch<T>(): Waiting<T> {
  let settle!: (error?: unknown) => void;
  const done = new Promise<void>((resolve, reject) => {
    settle = (error) => (error === undefined ? resolve() : reject(error));
  });
  // Nobody may be waiting for a batch (a caller gone): its failure is reported through onError, not unhandled.
  done.catch(() => undefined);
  return { items: [], done, settle };
}

export function createWriteBuffer<T>(options: WriteBufferOptions<T>): WriteBuffer<T> {
  let waiting = nextBatch<T>();
  let timer: NodeJS.Timeout | undefined;
  let last: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (waiting.items.length === 0) return last;
    const batch = waiting;
    waiting = nextBatch<T>();
    last = last
      .then(() => options.write(batch.items))
      .then(
        () => batch.settle(),
        (error: unknown) => {
          options.onError(error, batch.items);
          batch.settle(error ?? new Error('write failed'));
        },
      );
    return last;
  };

  return {
    push(item) {
      const batch = waiting;
      batch.items.push(item);
      if (batch.items.length >= options.maxItems) void flush();
      // unref: a pending write alone does not keep the process alive; shutdown flushes explicitly.
      else timer ??= setTimeout(() => void flush(), options.intervalMs).unref();
      return batch.done;
    },
    flush,
    get pending() {
      return waiting.items.length;
    },
  };
}
