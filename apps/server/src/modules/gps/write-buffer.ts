/**
 * Collects items and writes them in batches: when `maxItems` are waiting, or `intervalMs` after the first one came.
 * Writes never overlap (each waits for the previous); a failed write is reported to `onError` and dropped.
 */
export type WriteBuffer<T> = {
  push(item: T): void;
  /** Writes what is waiting now; resolves once it (and every earlier write) is done. */
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

export function createWriteBuffer<T>(options: WriteBufferOptions<T>): WriteBuffer<T> {
  let waiting: T[] = [];
  let timer: NodeJS.Timeout | undefined;
  let last: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return last;
    const batch = waiting;
    waiting = [];
    last = last.then(() => options.write(batch)).catch((error: unknown) => options.onError(error, batch));
    return last;
  };

  return {
    push(item) {
      waiting.push(item);
      if (waiting.length >= options.maxItems) void flush();
      // unref: a pending write alone does not keep the process alive; shutdown flushes explicitly.
      else timer ??= setTimeout(() => void flush(), options.intervalMs).unref();
    },
    flush,
    get pending() {
      return waiting.length;
    },
  };
}
