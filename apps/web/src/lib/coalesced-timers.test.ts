import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedTimers, COALESCE_FROM_MS } from './coalesced-timers.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('coalescedTimers', () => {
  it('runs each long timeout at its time, under one platform timer', () => {
    const timers = coalescedTimers();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('5 min'), 300_000);
    timers.setTimeout(() => ran.push('30 s'), 30_000);
    timers.setTimeout(() => ran.push('6 min'), 360_000);
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(29_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['30 s']);
    vi.advanceTimersByTime(270_000);
    expect(ran).toEqual(['30 s', '5 min']);
    vi.advanceTimersByTime(60_000);
    expect(ran).toEqual(['30 s', '5 min', '6 min']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('forgets a cleared timeout without touching the platform timer', () => {
    const timers = coalescedTimers();
    const first = vi.fn();
    const second = vi.fn();
    const id = timers.setTimeout(first, 60_000);
    timers.setTimeout(second, 120_000);
    const clear = vi.spyOn(globalThis, 'clearTimeout');
    timers.clearTimeout(id);
    timers.clearTimeout(undefined);
    expect(clear).not.toHaveBeenCalled();

    vi.advanceTimersByTime(120_000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('arms the platform timer again for a timeout due before the one it waits for', () => {
    const timers = coalescedTimers();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('late'), 300_000);
    timers.setTimeout(() => ran.push('early'), 2_000);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(2_000);
    expect(ran).toEqual(['early']);
  });

  it('does not run a timer cleared by another one due at the same time', () => {
    const timers = coalescedTimers();
    const later = vi.fn();
    const poll = vi.fn();
    let laterId = 0;
    let pollId = 0;
    timers.setTimeout(() => {
      timers.clearTimeout(laterId);
      timers.clearInterval(pollId);
    }, 10_000);
    laterId = timers.setTimeout(later, 10_000);
    pollId = timers.setInterval(poll, 10_000);
    vi.advanceTimersByTime(30_000);
    expect(later).not.toHaveBeenCalled();
    expect(poll).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('repeats an interval until it is cleared', () => {
    const timers = coalescedTimers();
    const poll = vi.fn();
    const id = timers.setInterval(poll, 30_000);
    vi.advanceTimersByTime(95_000);
    expect(poll).toHaveBeenCalledTimes(3);
    timers.clearInterval(id);
    vi.advanceTimersByTime(60_000);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('leaves short delays to the platform, one timer each', () => {
    const timers = coalescedTimers();
    const retry = vi.fn();
    const id = timers.setTimeout(retry, COALESCE_FROM_MS - 1);
    expect(id).toBeGreaterThan(0);
    timers.setTimeout(vi.fn(), 10);
    expect(vi.getTimerCount()).toBe(2);
    timers.clearTimeout(id);
    vi.advanceTimersByTime(COALESCE_FROM_MS);
    expect(retry).not.toHaveBeenCalled();
  });

  it('still runs the other callbacks due together when one throws, and throws its error on its own', () => {
    const timers = coalescedTimers();
    const after = vi.fn();
    const errors: unknown[] = [];
    const queue = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
      try {
        task();
      } catch (error) {
        errors.push(error);
      }
    });
    timers.setTimeout(() => {
      throw new Error('boom');
    }, 5_000);
    timers.setTimeout(after, 5_000);
    vi.advanceTimersByTime(5_000);
    expect(after).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([new Error('boom')]);
    queue.mockRestore();
  });

  it('serves the query cache: a left query is collected after its gcTime', async () => {
    timeoutManager.setTimeoutProvider(coalescedTimers());
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: 60_000 } } });
    await client.prefetchQuery({ queryKey: ['missions'], queryFn: async () => ['m1'] });
    expect(client.getQueryData(['missions'])).toEqual(['m1']);
    vi.advanceTimersByTime(59_000);
    expect(client.getQueryData(['missions'])).toEqual(['m1']);
    vi.advanceTimersByTime(1_000);
    expect(client.getQueryData(['missions'])).toBeUndefined();
  });
});
