// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { whenFirstScreenSettled, type QueryActivity } from './when-first-screen-settled.ts';

/** A query client stand-in: `set(n)` changes how many queries are fetching and tells the listeners. */
function queriesFetching(initial: number) {
  let fetching = initial;
  const listeners = new Set<() => void>();
  const activity: QueryActivity = {
    isFetching: () => fetching,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (n: number) => {
    fetching = n;
    for (const listener of [...listeners]) listener();
  };
  return { activity, set, listeners };
}

/** An idle callback run only when the test says the browser is idle. */
function manualIdle() {
  const pending: (() => void)[] = [];
  return {
    idle: (task: () => void) => pending.push(task),
    flush: () => pending.splice(0).forEach((t) => t()),
  };
}

describe('whenFirstScreenSettled', () => {
  it('waits for the screen’s queries to settle, then for the browser to be idle', () => {
    const queries = queriesFetching(2);
    const browser = manualIdle();
    const task = vi.fn();
    whenFirstScreenSettled(queries.activity, task, browser.idle);

    browser.flush();
    queries.set(1);
    browser.flush();
    expect(task).not.toHaveBeenCalled();
    queries.set(0);
    expect(task).not.toHaveBeenCalled();
    browser.flush();
    expect(task).toHaveBeenCalledOnce();
    expect(queries.listeners.size).toBe(0);
  });

  it('waits again when a query started while waiting for the browser to be idle', () => {
    const queries = queriesFetching(0);
    const browser = manualIdle();
    const task = vi.fn();
    whenFirstScreenSettled(queries.activity, task, browser.idle);

    queries.set(1);
    browser.flush();
    expect(task).not.toHaveBeenCalled();
    queries.set(0);
    browser.flush();
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits for the page’s load event', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const task = vi.fn();
    whenFirstScreenSettled(queriesFetching(0).activity, task, (run) => run());
    expect(task).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    expect(task).toHaveBeenCalledOnce();
  });
});
