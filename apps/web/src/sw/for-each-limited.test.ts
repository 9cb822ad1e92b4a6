import { describe, expect, it } from 'vitest';
import { forEachLimited } from './for-each-limited.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('forEachLimited', () => {
  it('never runs more tasks at once than the limit, and runs every one', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await forEachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      done.push(n);
      running -= 1;
    });
    expect(most).toBe(3);
    expect([...done].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('starts the items in their order', async () => {
    const started: string[] = [];
    await forEachLimited(['a', 'b', 'c', 'd'], 2, async (item) => {
      started.push(item);
      await tick();
    });
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    const run = forEachLimited([1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      await tick();
      if (n === 2) throw new Error('file 2 failed');
    });
    await expect(run).rejects.toThrow('file 2 failed');
    expect(started).toEqual([1, 2, 3]);
  });

  it('settles at once when there is nothing to do', async () => {
    await expect(forEachLimited([], 3, () => Promise.reject(new Error('never')))).resolves.toBeUndefined();
  });
});
