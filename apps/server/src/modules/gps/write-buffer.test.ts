import { describe, expect, it, vi } from 'vitest';
import { createWriteBuffer } from './write-buffer.ts';

/** Lets the event loop go round once: what the buffer does "at once" (on its next turn) is done after it. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A write that lasts until the test ends it: `calls[i].end()` commits write i, `calls[i].end(error)` fails it. */
function heldWrites() {
  const calls: { items: number[]; end(error?: Error): void }[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const write = (items: number[]) =>
    new Promise<void>((resolve, reject) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      calls.push({
        items,
        end: (error) => {
          running -= 1;
          if (error) reject(error);
          else resolve();
        },
      });
    });
  return { calls, write, mostAtOnce: () => mostAtOnce };
}

/** Whether a promise has settled yet, and how. */
function watch(promise: Promise<void>) {
  const state = { settled: 'no' as 'no' | 'resolved' | 'rejected' };
  promise.then(
    () => (state.settled = 'resolved'),
    () => (state.settled = 'rejected'),
  );
  return state;
}

describe('write buffer: group commit', () => {
  it('writes a lone item at once, without waiting for others', async () => {
    const write = vi.fn(async () => undefined);
    const buffer = createWriteBuffer({ maxItems: 500, write, onError: vi.fn() });
    const stored = watch(buffer.push(1));
    await nextTurn();
    expect(write).toHaveBeenCalledWith([1]);
    await nextTurn();
    expect(stored.settled).toBe('resolved');
  });

  it('writes the items pushed in the same turn together', async () => {
    const write = vi.fn(async () => undefined);
    const buffer = createWriteBuffer({ maxItems: 500, write, onError: vi.fn() });
    [1, 2, 3].forEach((n) => void buffer.push(n));
    await nextTurn();
    expect(write.mock.calls).toEqual([[[1, 2, 3]]]);
  });

  it('puts what comes during a write into the next one, which starts as soon as it ends', async () => {
    const { calls, write, mostAtOnce } = heldWrites();
    const buffer = createWriteBuffer({ maxItems: 500, write, onError: vi.fn() });
    void buffer.push(1);
    await nextTurn();
    void buffer.push(2);
    await nextTurn();
    void buffer.push(3);
    await nextTurn();
    expect(calls.map((c) => c.items)).toEqual([[1]]);
    expect(buffer.pending).toBe(2);
    calls[0]?.end();
    await nextTurn();
    expect(calls.map((c) => c.items)).toEqual([[1], [2, 3]]);
    expect(buffer.pending).toBe(0);
    expect(mostAtOnce()).toBe(1);
  });

  it('splits what waits into batches of maxItems and writes them one after the other, in order', async () => {
    const { calls, write, mostAtOnce } = heldWrites();
    const buffer = createWriteBuffer({ maxItems: 2, write, onError: vi.fn() });
    [1, 2, 3].forEach((n) => void buffer.push(n));
    await nextTurn();
    [4, 5, 6].forEach((n) => void buffer.push(n));
    for (let i = 0; i < 3; i += 1) {
      await nextTurn();
      expect(calls).toHaveLength(i + 1);
      calls[i]?.end();
    }
    expect(calls.map((c) => c.items)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(mostAtOnce()).toBe(1);
  });

  it('reports a failed write with its items and keeps writing the next ones', async () => {
    const onError = vi.fn();
    const write = vi.fn().mockRejectedValueOnce(new Error('base indisponible')).mockResolvedValue(undefined);
    const buffer = createWriteBuffer({ maxItems: 2, write, onError });
    [1, 2, 3].forEach((n) => void buffer.push(n));
    await buffer.flush();
    expect(onError).toHaveBeenCalledWith(expect.any(Error), [1, 2]);
    expect(write).toHaveBeenLastCalledWith([3]);
  });
});

describe('write buffer acknowledgements', () => {
  it('answers a push only once its batch is committed', async () => {
    const { calls, write } = heldWrites();
    const buffer = createWriteBuffer({ maxItems: 500, write, onError: vi.fn() });
    const stored = watch(buffer.push(1));
    await nextTurn();
    await nextTurn();
    expect(stored.settled).toBe('no');
    calls[0]?.end();
    await nextTurn();
    expect(stored.settled).toBe('resolved');
  });

  it('fails the pushes of a failed batch only, whether it came first or next', async () => {
    const { calls, write } = heldWrites();
    const onError = vi.fn();
    const buffer = createWriteBuffer({ maxItems: 500, write, onError });
    const first = watch(buffer.push(1));
    await nextTurn();
    const second = watch(buffer.push(2));
    const third = watch(buffer.push(3));
    calls[0]?.end(new Error('base indisponible'));
    await nextTurn();
    expect([first, second, third].map((p) => p.settled)).toEqual(['rejected', 'no', 'no']);
    const fourth = watch(buffer.push(4));
    calls[1]?.end();
    await nextTurn();
    expect([second, third, fourth].map((p) => p.settled)).toEqual(['resolved', 'resolved', 'no']);
    calls[2]?.end(new Error('délai dépassé'));
    await nextTurn();
    expect(fourth.settled).toBe('rejected');
    expect(onError.mock.calls.map(([, items]: unknown[]) => items)).toEqual([[1], [4]]);
  });

  it('rejects a push with the error of its write', async () => {
    const write = vi.fn().mockRejectedValue(new Error('base indisponible'));
    const buffer = createWriteBuffer({ maxItems: 500, write, onError: vi.fn() });
    await expect(buffer.push(1)).rejects.toThrow('base indisponible');
  });
});

describe('write buffer flush (shutdown)', () => {
  it('writes everything waiting, behind the write under way too, and resolves only then', async () => {
    const { calls, write } = heldWrites();
    const buffer = createWriteBuffer({ maxItems: 2, write, onError: vi.fn() });
    void buffer.push(1);
    await nextTurn();
    [2, 3, 4].forEach((n) => void buffer.push(n));
    const flushed = watch(buffer.flush());
    for (let i = 0; i < 3; i += 1) {
      await nextTurn();
      expect(flushed.settled).toBe('no');
      calls[i]?.end(i === 1 ? new Error('base indisponible') : undefined);
    }
    await nextTurn();
    expect(calls.map((c) => c.items)).toEqual([[1], [2, 3], [4]]);
    expect(flushed.settled).toBe('resolved');
    expect(buffer.pending).toBe(0);
  });

  it('starts the write in the same turn, and resolves at once when nothing waits', async () => {
    const write = vi.fn(async () => undefined);
    const buffer = createWriteBuffer({ maxItems: 500, write, onError: vi.fn() });
    await buffer.flush();
    expect(write).not.toHaveBeenCalled();
    void buffer.push(1);
    const flushed = buffer.flush();
    expect(write).toHaveBeenCalledWith([1]);
    await flushed;
  });
});
