import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefreshingCache } from './refreshing-cache.ts';

describe('refreshing cache', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  const cache = () => createRefreshingCache<string>({ freshMs: 30_000, staleMs: 300_000, maxEntries: 100 });

  it('shares one lookup between callers asking at the same time, and reuses it while fresh', async () => {
    const c = cache();
    const lookup = vi.fn(async () => 'contexte');
    const [a, b] = await Promise.all([c.get('k', lookup), c.get('k', lookup)]);
    vi.advanceTimersByTime(23_000);
    expect([a, b, await c.get('k', lookup)]).toEqual(['contexte', 'contexte', 'contexte']);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('answers an old entry at once while it is refreshed in the background', async () => {
    const c = cache();
    await c.get('k', async () => 'v1');
    vi.advanceTimersByTime(37_000);
    let release: (value: string) => void = () => undefined;
    const slow = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    expect(await c.get('k', slow)).toBe('v1');
    expect(await c.get('k', slow)).toBe('v1');
    expect(slow).toHaveBeenCalledTimes(1);
    release('v2');
    await vi.advanceTimersByTimeAsync(0);
    expect(await c.get('k', slow)).toBe('v2');
  });

  it('forgets an entry whose refresh is refused, so that the next caller gets the refusal', async () => {
    const c = cache();
    await c.get('k', async () => 'v1');
    vi.advanceTimersByTime(37_000);
    const refused = () => Promise.reject(new Error('plus affecté'));
    expect(await c.get('k', refused)).toBe('v1');
    await vi.advanceTimersByTimeAsync(0);
    await expect(c.get('k', refused)).rejects.toThrow('plus affecté');
  });

  it('does not keep a refusal, and waits for a new lookup once an entry is too old', async () => {
    const c = cache();
    await expect(c.get('k', () => Promise.reject(new Error('refus')))).rejects.toThrow('refus');
    expect(await c.get('k', async () => 'v1')).toBe('v1');
    vi.advanceTimersByTime(301_000);
    expect(await c.get('k', async () => 'v2')).toBe('v2');
  });
});
