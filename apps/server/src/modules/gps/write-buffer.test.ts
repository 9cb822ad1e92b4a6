import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWriteBuffer } from './write-buffer.ts';

describe('write buffer', () => {
  afterEach(() => vi.useRealTimers());

  const recorder = () => {
    const batches: number[][] = [];
    const write = vi.fn(async (items: number[]) => {
      batches.push(items);
    });
    return { batches, write };
  };

  it('writes one batch once maxItems are waiting', async () => {
    const { batches, write } = recorder();
    const buffer = createWriteBuffer({ maxItems: 3, intervalMs: 10_000, write, onError: vi.fn() });
    [1, 2, 3, 4].forEach((n) => buffer.push(n));
    await buffer.flush();
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('writes what came within the interval in one batch', async () => {
    vi.useFakeTimers();
    const { batches, write } = recorder();
    const buffer = createWriteBuffer({ maxItems: 500, intervalMs: 250, write, onError: vi.fn() });
    buffer.push(1);
    await vi.advanceTimersByTimeAsync(100);
    buffer.push(2);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(150);
    expect(batches).toEqual([[1, 2]]);
    expect(buffer.pending).toBe(0);
  });

  it('never runs two writes at once', async () => {
    let running = 0;
    let overlap = false;
    const write = async () => {
      running += 1;
      overlap ||= running > 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
    };
    const buffer = createWriteBuffer({ maxItems: 1, intervalMs: 1000, write, onError: vi.fn() });
    [1, 2, 3].forEach((n) => buffer.push(n));
    await buffer.flush();
    expect(overlap).toBe(false);
  });

  it('reports a failed write with its items and keeps writing the next ones', async () => {
    const onError = vi.fn();
    const write = vi.fn().mockRejectedValueOnce(new Error('base indisponible')).mockResolvedValue(undefined);
    const buffer = createWriteBuffer({ maxItems: 2, intervalMs: 1000, write, onError });
    [1, 2, 3].forEach((n) => buffer.push(n));
    await buffer.flush();
    expect(onError).toHaveBeenCalledWith(expect.any(Error), [1, 2]);
    expect(write).toHaveBeenLastCalledWith([3]);
  });
});

describe('write buffer acknowledgements', () => {
  it('answers each push once its batch is stored, and fails the pushes of a batch that was not', async () => {
    const write = vi.fn().mockRejectedValueOnce(new Error('base indisponible')).mockResolvedValue(undefined);
    const buffer = createWriteBuffer({ maxItems: 2, intervalMs: 1000, write, onError: vi.fn() });
    const [one, two, three] = [1, 2, 3].map((n) => buffer.push(n));
    await expect(one).rejects.toThrow('base indisponible');
    await expect(two).rejects.toThrow('base indisponible');
    let stored = false;
    void three?.then(() => (stored = true));
    await Promise.resolve();
    expect(stored).toBe(false);
    await buffer.flush();
    await expect(three).resolves.toBeUndefined();
  });
});
