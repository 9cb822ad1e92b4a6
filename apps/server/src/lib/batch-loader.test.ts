import { describe, expect, it } from 'vitest';
import { createBatchLoader } from './batch-loader.ts';

describe('createBatchLoader', () => {
  it('answers the keys asked in one turn with one query per maxBatch keys, each its own value', async () => {
    const queries: string[][] = [];
    const load = createBatchLoader(async (keys) => {
      queries.push(keys);
      return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, key.toUpperCase()]));
    }, 3);
    const asked = ['a', 'b', 'a', 'c', 'd', 'missing'];
    const answers = await Promise.all(asked.map((key) => load(key)));
    expect(answers).toEqual(['A', 'B', 'A', 'C', 'D', undefined]);
    expect(queries).toEqual([
      ['a', 'b', 'c'],
      ['d', 'missing'],
    ]);
    expect(await load('e')).toBe('E');
    expect(queries).toHaveLength(3);
  });

  it('fails every caller of a query that fails, and only those', async () => {
    const load = createBatchLoader(async (keys) => {
      if (keys.includes('bad')) throw new Error('database down');
      return new Map(keys.map((key) => [key, key]));
    }, 2);
    const [first, second, third] = await Promise.allSettled([load('bad'), load('x'), load('y')]);
    expect(first.status).toBe('rejected');
    expect(second.status).toBe('rejected');
    expect(third).toEqual({ status: 'fulfilled', value: 'y' });
  });
});
